import type { ChildProcess } from 'node:child_process';

/** Polls until url answers 2xx; gives up after `seconds`, or at once when the server process ends (exit or signal). */
export async function waitForServer(
  url: string,
  { seconds = 180, server }: { seconds?: number; server?: ChildProcess } = {},
): Promise<void> {
  const running = () => !server || (server.exitCode === null && server.signalCode === null);
  for (let i = 0; i < seconds * 5 && running(); i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    running() ? `server at ${url} did not start within ${seconds} s` : `server at ${url} exited before it answered`,
  );
}
