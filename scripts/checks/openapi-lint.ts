/**
 * Lints the API's OpenAPI document with Redocly's recommended rules (redocly.yaml) and fails on any error.
 * The document is built in-process from the app, as `npm run api:types` builds it (no server, no database),
 * written to a temporary file, and handed to `redocly lint`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiDocument } from '../api-types/generate.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  fs.writeFileSync(file, JSON.stringify(await apiDocument(), null, 2));
  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
