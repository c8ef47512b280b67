/**
 * The page's own main-thread work in a Chromium trace (devtools.timeline): script evaluation and
 * calls (EvaluateScript, v8.evaluateModule, FunctionCall: loading the modules, hydrating, effects)
 * and long tasks (a main-thread task over 50 ms). Only the renderer main threads (CrRendererMain)
 * count: the service worker's thread is not the page's. Pure.
 *
 * Every figure is the thread's own CPU time (the trace's `tdur`), not the wall time (`dur`): on the
 * 2-core machine a task's wall time is 2–2.5× its CPU time with nothing else running (the
 * renderer's main thread waits for a core while the display compositor, the browser and the raster
 * workers run), and 3–4× with another process keeping a core busy, while its CPU time stays
 * within the noise (docs/decisions.md, 2026-11-28). Scaled by the calibrated CPU slowdown, it is
 * the time that work takes on the simulated phone, whatever the neighbours do.
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format, times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU clock at the start, and the CPU time the event took (µs). */
  tts?: number;
  tdur?: number;
  args?: { name?: string };
}

export const SCRIPT_EVENTS: ReadonlySet<string> = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
]);
export const TASK_EVENT = 'RunTask';
export const LONG_TASK_MS = 50;
/** The renderer's mark of the document's first contentful paint (a `ph: 'R'` event). */
export const FIRST_PAINT_EVENT = 'firstContentfulPaint';

/** Each figure is CPU time on the renderer's main thread, times the CPU slowdown. */
export interface TraceWork {
  /** Time spent running the page's scripts (nested calls counted once). */
  scriptMs: number;
  /** The summed length of main-thread tasks over 50 ms. */
  longTasksMs: number;
  longTasks: number;
  /**
   * Of those, the tasks that started at or after the first contentful paint (TBT's window): the
   * rest is the navigation's commit, the HTML's parse and the first style, layout and paint. All
   * of them when the trace has no first paint. Shown, not judged.
   */
  longTasksAfterPaintMs: number;
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
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

/** Microseconds as milliseconds, to 0.1 ms. */
const roundMs = (us: number) => Math.round(us / 100) / 10;

/**
 * The longest main-thread task that may lack thread CPU time: Chromium leaves `tts`/`tdur` off an
 * occasional task of a few microseconds (seen: 6 µs, in one load of two of the indoor calculator,
 * which cost the bench that page's sample). Such a task counts its wall time, which its CPU time
 * cannot exceed; a longer one without thread time still cannot be judged.
 */
export const UNTIMED_TASK_MAX_US = 1000;

/** A task's CPU time (µs): its thread's, or the wall time of a tiny task Chromium left untimed. */
function taskCpu(event: TraceEvent): number {
  const untimed = event.tts === undefined || event.tdur === undefined;
  if (untimed && event.dur !== undefined && event.dur <= UNTIMED_TASK_MAX_US) return event.dur;
  return threadTime(event).cpu;
}

/** An event's start and CPU time on its thread's clock; a trace without them cannot be judged. */
function threadTime(event: TraceEvent): { start: number; cpu: number } {
  if (event.tts === undefined || event.tdur === undefined) {
    throw new Error(
      `the trace has no thread CPU time for ${event.name} at ${event.ts} µs (tts/tdur missing)`,
    );
  }
  return { start: event.tts, cpu: event.tdur };
}

/** The renderer main thread's CPU time in one load at the host's speed (µs). */
export interface MainThreadCpu {
  /** Running the page's scripts (nested calls counted once). */
  scriptUs: number;
  /** Each main-thread task's CPU time, in the order the tasks started. */
  tasksUs: number[];
  /**
   * How many of those started before the first contentful paint (the first in `tasksUs`); 0 when
   * the trace has none.
   */
  tasksBeforePaint: number;
}

/** The main thread's CPU time in a trace: script work and each task, at the host's speed. */
export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu {
  const mainThreads = rendererMainThreads(events);
  const script = new Map<string, [number, number][]>();
  const tasks: { ts: number; cpuUs: number }[] = [];
  let firstPaint = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread)) continue;
    if (event.name === FIRST_PAINT_EVENT) firstPaint = Math.min(firstPaint, event.ts);
    if (event.ph !== 'X') continue;
    if (SCRIPT_EVENTS.has(event.name)) {
      const { start, cpu } = threadTime(event);
      const intervals = script.get(thread) ?? [];
      intervals.push([start, start + cpu]);
      script.set(thread, intervals);
    } else if (event.name === TASK_EVENT) {
      tasks.push({ ts: event.ts, cpuUs: taskCpu(event) });
    }
  }
  tasks.sort((a, b) => a.ts - b.ts);
  const scriptUs = [...script.values()].reduce((sum, list) => sum + unionLength(list), 0);
  const painted = Number.isFinite(firstPaint);
  return {
    scriptUs,
    tasksUs: tasks.map((task) => task.cpuUs),
    tasksBeforePaint: painted ? tasks.filter((task) => task.ts < firstPaint).length : 0,
  };
}

/**
 * That work as it would take on a device `cpuSlowdownMultiplier` times slower than the host (1:
 * the host itself); a task is long when it is over 50 ms there.
 */
export function workAt(cpu: MainThreadCpu, cpuSlowdownMultiplier: number): TraceWork {
  if (!(cpuSlowdownMultiplier > 0)) {
    throw new RangeError(`the CPU slowdown must be positive, got ${cpuSlowdownMultiplier}`);
  }
  const tasks = { longUs: 0, long: 0, afterPaintUs: 0, allUs: 0, longestUs: 0 };
  cpu.tasksUs.forEach((hostUs, index) => {
    const taskUs = hostUs * cpuSlowdownMultiplier;
    tasks.allUs += taskUs;
    tasks.longestUs = Math.max(tasks.longestUs, taskUs);
    if (taskUs > LONG_TASK_MS * 1000) {
      tasks.longUs += taskUs;
      tasks.long += 1;
      if (index >= cpu.tasksBeforePaint) tasks.afterPaintUs += taskUs;
    }
  });
  return {
    scriptMs: roundMs(cpu.scriptUs * cpuSlowdownMultiplier),
    longTasksMs: roundMs(tasks.longUs),
    longTasks: tasks.long,
    longTasksAfterPaintMs: roundMs(tasks.afterPaintUs),
    tasksMs: roundMs(tasks.allUs),
    longestTaskMs: roundMs(tasks.longestUs),
  };
}

/** The main thread's work in a trace taken at the host's speed, on a device that much slower. */
export function summariseTrace(
  events: readonly TraceEvent[],
  cpuSlowdownMultiplier = 1,
): TraceWork {
  return workAt(mainThreadCpu(events), cpuSlowdownMultiplier);
}
