/**
 * Runs before each unit test file, after tests/clean-slate.ts: the modules it imports are evaluated anew, as in a
 * process of its own (the stores, the overlay history and the API client keep state at module level).
 */
import { vi } from 'vitest';

vi.resetModules();
