/**
 * Node's flags for every process that loads the server (serving, npm start, a build, the API test files, the
 * bench's servers): drizzle-orm's imports resolved without Node's slow package-scope lookup
 * (server/drizzle-resolve.ts). The npm scripts that load the server write the same flag in package.json.
 */
import { fileURLToPath } from 'node:url';

export const SERVER_NODE_FLAGS = ['--import', fileURLToPath(new URL('../server/drizzle-resolve.ts', import.meta.url))];
