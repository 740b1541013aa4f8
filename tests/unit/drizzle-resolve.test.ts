/**
 * server/drizzle-resolve.ts answers what Node itself would: the server's every module, loaded with the hook and
 * without it, is the same file in the same format. And every way the server is started loads the hook.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.ts';
import { BUILD_NODE_FLAGS } from '../../scripts/build.ts';
import vitestConfig from '../../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const hook = path.join(root, 'server/drizzle-resolve.ts');

/** Every module a process loads while importing the server, as `format url`, sorted. */
function modulesLoaded(flags: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-modules-'));
  const recorder = path.join(dir, 'record.mjs');
  const out = path.join(dir, 'loaded.txt');
  fs.writeFileSync(
    recorder,
    `import { registerHooks } from 'node:module';
import fs from 'node:fs';
const loaded = [];
registerHooks({ load(url, context, next) { const r = next(url, context); loaded.push(r.format + ' ' + url); return r; } });
process.on('exit', () => fs.writeFileSync(${JSON.stringify(out)}, loaded.sort().join('\\n')));`,
  );
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', recorder, ...flags, '--input-type=module', '-e', "await import('./server/app.ts')"],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } },
    );
    expect(run.status, run.stderr).toBe(0);
    return fs.readFileSync(out, 'utf8').split('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("drizzle-orm's imports resolved by the hook", () => {
  it('load the same files in the same formats as Node alone', () => {
    const alone = modulesLoaded([]);
    const hooked = modulesLoaded(['--import', hook]);
    expect(alone.filter((line) => line.includes('/node_modules/drizzle-orm/')).length).toBeGreaterThan(100);
    expect(hooked.filter((line) => !line.endsWith('/server/drizzle-resolve.ts'))).toEqual(alone);
  });

  it('are loaded by npm start, npm run serve, every build and every test file', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--import', hook]);
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toBe('node --import ./server/drizzle-resolve.ts scripts/start.ts');
    expect(scripts.serve).toBe('node --import ./server/drizzle-resolve.ts server/serve.ts');
    expect(BUILD_NODE_FLAGS.slice(0, 2)).toEqual(['--import', hook]);
    expect(vitestConfig.test?.execArgv).toEqual(['--import', hook]);
  });
});
