/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of start
 * work: `scheduler.yield()` where the browser has it (the continuation keeps its place in line),
 * a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
