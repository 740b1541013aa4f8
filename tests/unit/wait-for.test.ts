/** waitForServer (scripts/bench/wait-for.ts): the bench's, npm test's and the production check's wait for a server. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForServer } from '../../scripts/bench/wait-for.ts';

/** A process that would run for a minute and never listens. */
const idleProcess = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });

describe('waiting for a server', () => {
  it('resolves once the address answers 2xx', async () => {
    const server = http.createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(waitForServer(`http://127.0.0.1:${port}/`, { seconds: 5 })).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('gives up at once when the process was killed by a signal, not after its whole time', async () => {
    const child = idleProcess();
    await new Promise((resolve) => child.once('spawn', resolve));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(child.signalCode).toBe('SIGKILL');
    await expect(waitForServer('http://127.0.0.1:9/', { seconds: 600, server: child })).rejects.toThrow(
      'exited before it answered',
    );
  });

  it('says when the time ran out while the process still runs', async () => {
    const child = idleProcess();
    try {
      await expect(waitForServer('http://127.0.0.1:9/', { seconds: 1, server: child })).rejects.toThrow(
        'did not start within 1 s',
      );
    } finally {
      child.kill();
    }
  });
});
