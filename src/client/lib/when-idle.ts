/** Runs `fn` when the browser is idle (at the latest after 2 s), so background work never delays a render. */
export function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
  else fn();
}
