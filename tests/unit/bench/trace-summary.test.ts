import { describe, expect, it } from 'vitest';
import { summariseTrace, unionLength, type TraceEvent } from '../../../scripts/bench/trace-summary';

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

/** A small trace: a renderer main thread, the service worker's thread and a browser thread. */
const FIXTURE: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 2, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 7, ts: 0, args: { name: 'ServiceWorkerThread' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrBrowserMain' } },
  // A long task evaluating the entry module (30 ms) with a call inside it (10 ms, counted once).
  { name: 'RunTask', ph: 'X', pid: 2, tid: 1, ts: 1_000, dur: 80_000 },
  { name: 'v8.evaluateModule', ph: 'X', pid: 2, tid: 1, ts: 2_000, dur: 30_000 },
  { name: 'FunctionCall', ph: 'X', pid: 2, tid: 1, ts: 10_000, dur: 10_000 },
  // Hydration in a short task: 40 ms of calls and a classic script of 5 ms.
  { name: 'RunTask', ph: 'X', pid: 2, tid: 1, ts: 100_000, dur: 49_000 },
  { name: 'FunctionCall', ph: 'X', pid: 2, tid: 1, ts: 100_500, dur: 40_000 },
  { name: 'EvaluateScript', ph: 'X', pid: 2, tid: 1, ts: 141_000, dur: 5_000 },
  // A second long task.
  { name: 'RunTask', ph: 'X', pid: 2, tid: 1, ts: 200_000, dur: 60_500 },
  // Not the page's main thread: the service worker and the browser.
  { name: 'EvaluateScript', ph: 'X', pid: 2, tid: 7, ts: 0, dur: 90_000 },
  { name: 'RunTask', ph: 'X', pid: 2, tid: 7, ts: 0, dur: 90_000 },
  { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 90_000 },
  // Begin/end pairs and instants are not counted.
  { name: 'FunctionCall', ph: 'B', pid: 2, tid: 1, ts: 300_000 },
];

describe('summariseTrace', () => {
  it('sums the main thread script work once, the tasks over 50 ms, every task and the longest', () => {
    expect(summariseTrace(FIXTURE)).toEqual({
      scriptMs: 75,
      longTasksMs: 140.5,
      longTasks: 2,
      tasksMs: 189.5,
      longestTaskMs: 80,
    });
  });

  it('gives zero for a trace without a renderer main thread', () => {
    expect(summariseTrace(FIXTURE.filter((e) => e.args?.name !== 'CrRendererMain'))).toEqual({
      scriptMs: 0,
      longTasksMs: 0,
      longTasks: 0,
      tasksMs: 0,
      longestTaskMs: 0,
    });
  });
});
