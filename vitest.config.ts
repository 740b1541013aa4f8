import { defineConfig } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './scripts/node-flags.ts';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // The compiled messages first (src/build/messages.ts), then the API suites' database templates.
    globalSetup: ['tests/compile-messages.ts', 'tests/api/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // API suites each open their own embedded database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Each test file's process imports the server anew: drizzle-orm resolved without Node's slow lookup
    // (server/drizzle-resolve.ts) took the API files' imports from a third of their time to a fifth.
    execArgv: SERVER_NODE_FLAGS,
  },
});
