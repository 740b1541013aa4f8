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
    // (server/drizzle-resolve.ts) took the API files' imports from a third of their time to a fifth. And each
    // opens PGlite, whose WebAssembly V8 would also compile again with its optimising compiler for the few
    // seconds the file lives: without that (--liftoff-only), eight API files took 46 CPU seconds, not 59
    // (docs/development.md, "Tests").
    execArgv: [...SERVER_NODE_FLAGS, '--liftoff-only'],
  },
});
