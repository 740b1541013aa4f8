import type { ChildProcess } from 'node:child_process';

/** Polls until url answers 2xx; gives up after `seconds`, or at once when the server process has exited. */
export async function waitForServer(
  url: string,
  { seconds = 180, server }: { seconds?: number; server?: ChildProcess } = {},
): Promise<void> {
  for (let i = 0; i < seconds * 5 && (server?.exitCode ?? null) === null; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}
