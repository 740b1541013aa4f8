/**
 * What importing the server loads (docs/development.md, "Imports"): with server/drizzle-resolve.ts, the same
 * files in the same formats as Node alone; every way the server is started loads that hook; and what the server
 * needs only now and then (a PDF, an upload's check, a call to Razorpay, the demo seed) is not loaded at start.
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

describe('importing the server', () => {
  it("with drizzle-orm's resolve hook, loads the same files in the same formats as Node alone", () => {
    const alone = modulesLoaded([]);
    const hooked = modulesLoaded(['--import', hook]);
    expect(alone.filter((line) => line.includes('/node_modules/drizzle-orm/')).length).toBeGreaterThan(100);
    expect(hooked.filter((line) => !line.endsWith('/server/drizzle-resolve.ts'))).toEqual(alone);
  });

  it('leaves out what the server loads on first use', () => {
    const packages = new Set(
      modulesLoaded(['--import', hook]).flatMap(
        (line) => line.match(/\/node_modules\/((@[^/]+\/)?[^/]+)\//)?.[1] ?? [],
      ),
    );
    expect(packages).toContain('hono');
    for (const name of ['pdfkit', 'fontkit', 'sharp', 'axios', '@faker-js/faker']) expect(packages).not.toContain(name);
  });

  it('with the hook: npm start, serve, build:content, db:migrate and db:seed, every build and every test file', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--import', hook]);
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    for (const name of ['start', 'serve', 'build:content', 'db:migrate', 'db:seed'])
      expect(scripts[name], name).toMatch(/^node --import \.\/server\/drizzle-resolve\.ts (scripts|server)\//);
    expect(BUILD_NODE_FLAGS.slice(0, 2)).toEqual(['--import', hook]);
    expect(vitestConfig.test?.execArgv?.slice(0, 2)).toEqual(['--import', hook]);
  });
});
