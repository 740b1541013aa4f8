/**
 * `npm run dev` for the editors' workspace journeys: one dev server per worker, on its own port and data folder
 * (the demo catalog seeded on its first start), run from the repository so the workspace writes the real content
 * files. The journeys put back every file they change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForServer } from '../../scripts/bench/wait-for.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type DevServer = {
  base: string;
  stop: () => void;
  /** What the dev server printed since the last call (Astro's "Reloaded data from …" lines among it). */
  printedSince: () => string;
};

export async function startDevServer(port: number): Promise<DevServer> {
  const server: ChildProcess = spawn('npx', ['astro', 'dev', '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      ASTRO_DEV_BACKGROUND: '0',
      ASTRO_TELEMETRY_DISABLED: '1',
      DATA_DIR: '.data/e2e-workspace',
      CDN_DIR: '.data/cdn',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Kept to be shown with a failed test: whether a save reached the content layer is only said here.
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // The API opens (and seeds) the database on its first call; the workspace's tree lists the files.
    await waitForServer(`${base}/api/v1/userstore/getAll`, { seconds: 300, server });
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${printed.slice(-4_000)}`);
  }
  return {
    base,
    stop,
    printedSince: () => {
      const text = printed;
      printed = '';
      return text;
    },
  };
}

/** A content file as it is now, and a way to put it back exactly. */
export function keepFile(relative: string) {
  const file = path.join(root, relative);
  const original = fs.readFileSync(file, 'utf8');
  return {
    file,
    read: () => fs.readFileSync(file, 'utf8'),
    write: (text: string) => fs.writeFileSync(file, text),
    restore: () => fs.writeFileSync(file, original),
    original,
  };
}
