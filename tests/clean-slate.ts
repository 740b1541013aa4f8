/**
 * Runs before each test file. Test files share their worker process (vitest.config.ts), so each starts with no
 * global, environment variable, fake timer or spy left by the file before it.
 */
import { vi } from 'vitest';

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.restoreAllMocks();
