import { defineConfig } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './scripts/node-flags.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Three files at a time on a 2-core machine: with two, 7 to 9% of the CPU sat idle while suites waited on
    // timeouts, other processes and PostgreSQL (the whole run: 142 and 150 s against 157 and 158; with four,
    // 174 s, each worker's own copy of the server's modules costing more than it filled).
    maxWorkers: 3,
    // The workers resolve drizzle-orm without Node's slow lookup (server/drizzle-resolve.ts), and run PGlite's
    // WebAssembly with V8's baseline compiler only: chosen when each file had its own short-lived process; with
    // the workers shared, the API files took the same time either way (docs/development.md, "Tests").
    execArgv: [...SERVER_NODE_FLAGS, '--liftoff-only'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // The compiled messages first (src/build/messages.ts).
          globalSetup: ['tests/compile-messages.ts'],
          // One process runs many files, each over modules evaluated anew (tests/unit/fresh-modules.ts): 14 s
          // where a process per file took 30.
          isolate: false,
          setupFiles: ['tests/clean-slate.ts', 'tests/unit/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The compiled messages, then the API suites' database templates.
          globalSetup: ['tests/compile-messages.ts', 'tests/api/global-setup.ts'],
          // The API files share their worker's modules: each file importing the server and PGlite anew took a
          // third of the API tests' time. So a file leaves the shared modules as it found them: one that needs
          // the server configured otherwise imports it over a fresh graph and drops that graph afterwards
          // (hardening-site.test.ts), and environment variables and timers are put back (docs/development.md,
          // "Tests").
          isolate: false,
          setupFiles: ['tests/clean-slate.ts'],
        },
      },
    ],
  },
});
