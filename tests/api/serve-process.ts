/** A real serving process (node server/serve.ts) for tests: its JSON log lines, its port, its exit. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.ts';

export type LogLine = Record<string, any> & { msg?: string };
export type ServeProcess = {
  child: ChildProcess;
  lines: LogLine[];
  /** Everything it printed, JSON or not. */
  output: () => string;
  /** The first line (already printed or yet to come) that matches; fails if the process exits first. */
  waitForLine: (match: (line: LogLine) => boolean) => Promise<LogLine>;
  exited: Promise<number | null>;
};

const root = path.resolve(import.meta.dirname, '../..');

export function spawnNode(script: string, env: Record<string, string>): ServeProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let text = '';
  let partial = '';
  const waiters: {
    match: (line: LogLine) => boolean;
    resolve: (line: LogLine) => void;
    reject: (error: Error) => void;
  }[] = [];
  const onText = (chunk: Buffer) => {
    text += chunk.toString();
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const raw of complete) {
      if (!raw.startsWith('{')) continue;
      const line = JSON.parse(raw) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', onText);
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`${script} exited (${code}) first:\n${text}`));
      resolve(code);
    });
  });
  return {
    child,
    lines,
    output: () => text,
    exited,
    waitForLine: (match) => {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      if (child.exitCode !== null)
        return Promise.reject(new Error(`${script} exited (${child.exitCode}) first:\n${text}`));
      return new Promise((resolve, reject) => waiters.push({ match, resolve, reject }));
    },
  };
}

/** Starts `node server/serve.ts` and waits until it serves; answers its base URL. */
export async function startServe(env: Record<string, string>): Promise<ServeProcess & { base: string }> {
  const server = spawnNode('server/serve.ts', env);
  const serving = await server.waitForLine(
    (line) => typeof line.port === 'number' && (line.msg ?? '').startsWith('serving'),
  );
  return Object.assign(server, { base: `http://127.0.0.1:${serving.port}` });
}
