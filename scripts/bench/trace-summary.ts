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
  /** The summed length of every main-thread task, long or not. */
  tasksMs: number;
  /** The longest main-thread task. */
  longestTaskMs: number;
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

/** The renderer main threads (`pid:tid`): only their work is the page's. */
function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

/** Microseconds as milliseconds, to 0.1 ms. */
const roundMs = (us: number) => Math.round(us / 100) / 10;

export function summariseTrace(events: readonly TraceEvent[]): TraceWork {
  const mainThreads = rendererMainThreads(events);
  const script = new Map<string, [number, number][]>();
  const tasks = { longUs: 0, long: 0, allUs: 0, longestUs: 0 };
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !mainThreads.has(thread)) continue;
    if (SCRIPT_EVENTS.has(event.name)) {
      const intervals = script.get(thread) ?? [];
      intervals.push([event.ts, event.ts + event.dur]);
      script.set(thread, intervals);
    } else if (event.name === TASK_EVENT) {
      tasks.allUs += event.dur;
      tasks.longestUs = Math.max(tasks.longestUs, event.dur);
      if (event.dur > LONG_TASK_MS * 1000) {
        tasks.longUs += event.dur;
        tasks.long += 1;
      }
    }
  }
  const scriptUs = [...script.values()].reduce((sum, list) => sum + unionLength(list), 0);
  return {
    scriptMs: roundMs(scriptUs),
    longTasksMs: roundMs(tasks.longUs),
    longTasks: tasks.long,
    tasksMs: roundMs(tasks.allUs),
    longestTaskMs: roundMs(tasks.longestUs),
  };
}
