/**
 * The page's own main-thread work in a Chromium trace (devtools.timeline): script evaluation and
 * calls (EvaluateScript, v8.evaluateModule, FunctionCall: loading the modules, hydrating, effects)
 * and long tasks (a main-thread task over 50 ms). Only the renderer main threads (CrRendererMain)
 * count: the service worker's thread is not the page's. Pure.
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format, times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export const SCRIPT_EVENTS: ReadonlySet<string> = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
]);
export const TASK_EVENT = 'RunTask';
export const LONG_TASK_MS = 50;

export interface TraceWork {
  /** Time spent running the page's scripts (nested calls counted once). */
  scriptMs: number;
  /** The summed length of main-thread tasks over 50 ms. */
  longTasksMs: number;
  longTasks: number;
}

/** The length of the union of some [start, end] intervals. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

export function summariseTrace(events: readonly TraceEvent[]): TraceWork {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const script = new Map<string, [number, number][]>();
  let longTasksUs = 0;
  let longTasks = 0;
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !mainThreads.has(thread)) continue;
    if (SCRIPT_EVENTS.has(event.name)) {
      script.set(thread, [...(script.get(thread) ?? []), [event.ts, event.ts + event.dur]]);
    } else if (event.name === TASK_EVENT && event.dur > LONG_TASK_MS * 1000) {
      longTasksUs += event.dur;
      longTasks += 1;
    }
  }
  const scriptUs = [...script.values()].reduce((sum, list) => sum + unionLength(list), 0);
  return {
    scriptMs: Math.round(scriptUs / 100) / 10,
    longTasksMs: Math.round(longTasksUs / 100) / 10,
    longTasks,
  };
}
