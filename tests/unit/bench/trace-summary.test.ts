import { describe, expect, it } from 'vitest';
import {
  mainThreadCpu,
  summariseTrace,
  unionLength,
  UNTIMED_TASK_MAX_US,
  workAt,
  type TraceEvent,
} from '../../../scripts/bench/trace-summary';

describe('unionLength', () => {
  it.each([
    [[], 0],
    [[[0, 10]], 10],
    [
      [
        [0, 10],
        [20, 25],
      ],
      15,
    ],
    [
      [
        [0, 10],
        [2, 5],
      ],
      10,
    ],
    [
      [
        [5, 15],
        [0, 10],
        [14, 20],
      ],
      20,
    ],
  ] as const)('%j is %d long', (intervals, expected) => {
    expect(unionLength(intervals)).toBe(expected);
  });
});

/**
 * A small trace: a renderer main thread, the service worker's thread and a browser thread. Each
 * event's CPU time (`tdur`, on the thread's clock `tts`) is what counts; its wall time (`dur`) is
 * longer, as when the thread waited for a core.
 */
const FIXTURE: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 2, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 7, ts: 0, args: { name: 'ServiceWorkerThread' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrBrowserMain' } },
  // A long task evaluating the entry module (30 ms) with a call inside it (10 ms, counted once).
  { name: 'RunTask', ph: 'X', pid: 2, tid: 1, ts: 1_000, dur: 190_000, tts: 500, tdur: 80_000 },
  {
    name: 'v8.evaluateModule',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 2_000,
    dur: 70_000,
    tts: 1_500,
    tdur: 30_000,
  },
  {
    name: 'FunctionCall',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 30_000,
    dur: 25_000,
    tts: 9_500,
    tdur: 10_000,
  },
  // Hydration in a short task: 40 ms of calls and a classic script of 5 ms.
  {
    name: 'RunTask',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 300_000,
    dur: 120_000,
    tts: 90_000,
    tdur: 49_000,
  },
  {
    name: 'FunctionCall',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 301_000,
    dur: 95_000,
    tts: 90_500,
    tdur: 40_000,
  },
  {
    name: 'EvaluateScript',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 400_000,
    dur: 12_000,
    tts: 131_000,
    tdur: 5_000,
  },
  // A second long task.
  {
    name: 'RunTask',
    ph: 'X',
    pid: 2,
    tid: 1,
    ts: 500_000,
    dur: 61_000,
    tts: 150_000,
    tdur: 60_500,
  },
  // Not the page's main thread: the service worker and the browser (no thread time: not read).
  { name: 'EvaluateScript', ph: 'X', pid: 2, tid: 7, ts: 0, dur: 90_000 },
  { name: 'RunTask', ph: 'X', pid: 2, tid: 7, ts: 0, dur: 90_000 },
  { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 90_000 },
  // Begin/end pairs and instants are not counted.
  { name: 'FunctionCall', ph: 'B', pid: 2, tid: 1, ts: 600_000 },
];

describe('summariseTrace', () => {
  it('sums the main thread CPU time: script work once, the tasks over 50 ms, every task and the longest', () => {
    expect(summariseTrace(FIXTURE)).toEqual({
      scriptMs: 75,
      longTasksMs: 140.5,
      longTasks: 2,
      longTasksAfterPaintMs: 140.5,
      tasksMs: 189.5,
      longestTaskMs: 80,
    });
  });

  it('does not move when the thread waited longer for a core (wall time)', () => {
    const slower = FIXTURE.map((e) => (e.dur === undefined ? e : { ...e, dur: e.dur * 3 }));
    expect(summariseTrace(slower)).toEqual(summariseTrace(FIXTURE));
  });

  it('scales by the CPU slowdown, and judges a task long after scaling', () => {
    // At 2×: the 49 ms task is 98 ms, so long too; script 75 → 150 ms.
    expect(summariseTrace(FIXTURE, 2)).toEqual({
      scriptMs: 150,
      longTasksMs: 379,
      longTasks: 3,
      longTasksAfterPaintMs: 379,
      tasksMs: 379,
      longestTaskMs: 160,
    });
  });

  it('gives zero for a trace without a renderer main thread', () => {
    expect(summariseTrace(FIXTURE.filter((e) => e.args?.name !== 'CrRendererMain'))).toEqual({
      scriptMs: 0,
      longTasksMs: 0,
      longTasks: 0,
      longTasksAfterPaintMs: 0,
      tasksMs: 0,
      longestTaskMs: 0,
    });
  });

  it('counts the wall time of a tiny task Chromium left without thread CPU time', () => {
    const tiny: TraceEvent = {
      name: 'RunTask',
      ph: 'X',
      pid: 2,
      tid: 1,
      ts: 5_000_000,
      dur: 6,
    };
    expect(mainThreadCpu([...FIXTURE, tiny]).tasksUs).toEqual([80_000, 49_000, 60_500, 6]);
    const longer = { ...tiny, dur: UNTIMED_TASK_MAX_US + 1 };
    expect(() => mainThreadCpu([...FIXTURE, longer])).toThrow(/no thread CPU time for RunTask/);
  });

  it('refuses a main-thread task without thread CPU time, and a slowdown that is not positive', () => {
    const noThreadTime = FIXTURE.map((e) =>
      e.name === 'RunTask' && e.tid === 1 ? { ...e, tts: undefined, tdur: undefined } : e,
    );
    expect(() => summariseTrace(noThreadTime)).toThrow(/no thread CPU time for RunTask/);
    expect(() => summariseTrace(FIXTURE, 0)).toThrow(RangeError);
  });
});

describe('long tasks after the first paint', () => {
  /** The renderer's mark of the first contentful paint, between the first task and the second. */
  const paint: TraceEvent = {
    name: 'firstContentfulPaint',
    ph: 'R',
    pid: 2,
    tid: 1,
    ts: 250_000,
  };

  it('counts the long tasks that started at or after the first contentful paint apart', () => {
    expect(mainThreadCpu([...FIXTURE, paint]).tasksBeforePaint).toBe(1);
    expect(summariseTrace([...FIXTURE, paint])).toMatchObject({
      longTasksMs: 140.5,
      longTasksAfterPaintMs: 60.5,
    });
    // At 2× the 49 ms task after the paint is long too: 98 + 121 ms.
    expect(summariseTrace([...FIXTURE, paint], 2).longTasksAfterPaintMs).toBe(219);
    expect(summariseTrace([...FIXTURE, { ...paint, ts: 300_000 }]).longTasksAfterPaintMs).toBe(
      60.5,
    );
  });

  it('reads the tasks in the order they started, whatever the trace’s order', () => {
    const shuffled = [paint, ...FIXTURE].reverse();
    expect(mainThreadCpu(shuffled)).toEqual({
      scriptUs: 75_000,
      tasksUs: [80_000, 49_000, 60_500],
      tasksBeforePaint: 1,
    });
  });

  it('takes only the page’s paint: a mark on another thread is not it', () => {
    expect(mainThreadCpu([...FIXTURE, { ...paint, pid: 1 }]).tasksBeforePaint).toBe(0);
    expect(mainThreadCpu([...FIXTURE, { ...paint, tid: 7 }]).tasksBeforePaint).toBe(0);
  });
});

describe('mainThreadCpu and workAt', () => {
  it('keeps the CPU time at the host speed, which one slowdown then scales', () => {
    const cpu = mainThreadCpu(FIXTURE);
    expect(cpu).toEqual({
      scriptUs: 75_000,
      tasksUs: [80_000, 49_000, 60_500],
      tasksBeforePaint: 0,
    });
    expect(workAt(cpu, 2)).toEqual(summariseTrace(FIXTURE, 2));
  });

  it.each([
    // [tasks at the host's speed (µs), slowdown, long tasks, their length (ms), longest (ms)]
    [[10_000, 9_000], 5, 0, 0, 50],
    [[10_001, 9_000], 5, 1, 50, 50],
    [[10_000, 9_000], 6, 2, 114, 60],
    [[], 8, 0, 0, 0],
  ] as const)(
    'tasks %j at %d× have %d long tasks, %d ms, the longest %d ms',
    (tasksUs, m, n, longMs, longestMs) => {
      const work = workAt({ scriptUs: 0, tasksUs: [...tasksUs], tasksBeforePaint: 0 }, m);
      expect(work.longTasks).toBe(n);
      expect(work.longTasksMs).toBe(longMs);
      expect(work.longestTaskMs).toBe(longestMs);
    },
  );
});
