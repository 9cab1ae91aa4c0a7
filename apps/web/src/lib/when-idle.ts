/** Runs `run` once the browser is idle, or after 2 s at the latest. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}
