/**
 * Watching the machine during the Lighthouse samples: how many cores other processes took (all CPU
 * time from /proc/stat minus the time of the bench's own process tree: this process, Lighthouse's
 * Chromium, the server), and the rule that decides when a sample is taken again. The rule and the
 * arithmetic are pure; reading /proc is in the small functions at the end.
 */
import fs from 'node:fs';
import os from 'node:os';

/** When a sample is not comparable with the calibration and is taken again. */
export const RETRY_RULE = {
  /** Other processes took this many cores more (or less) than while calibrating. */
  foreignCoresMoved: 0.5,
  /**
   * The machine's speed moved during the sample: the benchmark index measured right after it this
   * far from the one measured right before it (which set the sample's CPU slowdown).
   */
  benchmarkIndexMoved: 0.25,
  /** Retries of one sample; after them the last try is kept and marked "unsettled". */
  maxRetries: 3,
  /** Waiting for the load to settle before a retry: poll windows, and how many at most. */
  settleWindowMs: 1000,
  settleMaxWindows: 20,
} as const;
export type RetryRule = { [K in keyof typeof RETRY_RULE]: number };

/** CPU time in clock ticks: the whole machine's and the bench's own. */
export interface CpuSnapshot {
  total: number;
  idle: number;
  own: number;
}

/** The cores other processes kept busy between two snapshots (0 on an otherwise idle machine). */
export function foreignCores(before: CpuSnapshot, after: CpuSnapshot, cpus: number): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const busy = total - (after.idle - before.idle);
  const foreign = Math.max(0, busy - (after.own - before.own));
  return Math.round((foreign / total) * cpus * 100) / 100;
}

/** What was seen around one sample. */
export interface SampleConditions {
  foreignCores: number;
  /** The benchmark index measured right before the sample (it set the slowdown), and right after. */
  indexBefore: number;
  indexAfter: number;
}

/** What the samples are held to: the cores other processes took while calibrating. */
export interface Baseline {
  foreignCores: number;
}

/** Why the sample must be taken again, or null when it is comparable with the calibration. */
export function retryReason(
  baseline: Baseline,
  seen: SampleConditions,
  rule: RetryRule = RETRY_RULE,
): string | null {
  const moved = seen.foreignCores - baseline.foreignCores;
  if (Math.abs(moved) > rule.foreignCoresMoved) {
    return `other processes took ${seen.foreignCores.toFixed(2)} cores (${baseline.foreignCores.toFixed(2)} while calibrating)`;
  }
  const { indexBefore, indexAfter } = seen;
  if (Math.abs(indexAfter - indexBefore) / indexBefore > rule.benchmarkIndexMoved) {
    return `benchmark index ${Math.round(indexAfter)} after the sample (${Math.round(indexBefore)} before it)`;
  }
  return null;
}

/** /proc/<pid>/stat: [ppid, utime + stime + cutime + cstime], or null when it is gone. */
export function parseProcStat(text: string): { ppid: number; ticks: number } | null {
  // The name in brackets may hold spaces and brackets: the fields start after the last ')'.
  const fields = text
    .slice(text.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const numbers = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  const [ppid = 0, ...times] = numbers;
  return { ppid, ticks: times.reduce((sum, t) => sum + t, 0) };
}

/** The first line of /proc/stat: every tick of every CPU, and the idle ones (idle + iowait). */
export function parseMachineStat(text: string): { total: number; idle: number } {
  const line = text.split('\n').find((l) => l.startsWith('cpu ')) ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const total = ticks.slice(0, 8).reduce((sum, t) => sum + (Number.isFinite(t) ? t : 0), 0);
  return { total, idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/**
 * The processes of a tree: `root` and its descendants, leaving out `exclude` and theirs (the
 * --busy-core load is the bench's child but stands for another process).
 */
export function treePids(
  processes: ReadonlyMap<number, { ppid: number }>,
  root: number,
  exclude: ReadonlySet<number> = new Set(),
): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) {
    const siblings = children.get(ppid);
    if (siblings) siblings.push(pid);
    else children.set(ppid, [pid]);
  }
  const tree: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() ?? root;
    if (exclude.has(pid)) continue;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The CPU ticks of a process tree (treePids). Children that ended count in their parent's
 * cutime/cstime once reaped, so they are not lost.
 */
export function treeTicks(
  processes: ReadonlyMap<number, { ppid: number; ticks: number }>,
  root: number,
  exclude: ReadonlySet<number> = new Set(),
): number {
  return treePids(processes, root, exclude).reduce(
    (sum, pid) => sum + (processes.get(pid)?.ticks ?? 0),
    0,
  );
}

/** Every process /proc shows: its parent and the CPU ticks of it and its reaped children. */
export function readProcesses(): Map<number, { ppid: number; ticks: number }> {
  const processes = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parsed = parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (parsed) processes.set(Number(entry), parsed);
    } catch {
      // The process ended meanwhile.
    }
  }
  return processes;
}

/** Excluded from the bench's own tree (the --busy-core load). */
export const notOurs = new Set<number>();

export function cpuSnapshot(): CpuSnapshot {
  const machine = parseMachineStat(fs.readFileSync('/proc/stat', 'utf8'));
  return { ...machine, own: treeTicks(readProcesses(), process.pid, notOurs) };
}

export function canWatchLoad(): boolean {
  return fs.existsSync('/proc/stat');
}

export const CPUS = os.cpus().length;

export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}
