import { PRELOAD_IDLE_TIMEOUT_MS } from '../domain/preload/preload-schedule';

/**
 * Runs `task` when the browser is idle, at the latest after the 200 ms idle time-out; where there
 * is no requestIdleCallback, on the next task. Returns a cancel function.
 */
export function whenIdle(
  task: () => void,
  timeoutMs: number = PRELOAD_IDLE_TIMEOUT_MS,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
