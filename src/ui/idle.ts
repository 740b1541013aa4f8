/** Run work once the browser is idle (falls back to a short timeout where requestIdleCallback is missing). */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout });
  else window.setTimeout(work, 200);
}
