/**
 * Where the bench's own processes run while Lighthouse measures (issue 15): the browser's
 * renderers (the page's main thread, and the benchmark index's page) on a core of their own at a
 * raised priority; the rest of the bench (its Node process with Lighthouse, the servers, and the
 * browser's own, GPU and network processes) on the other cores. Renderers are forked from
 * Chromium's zygote and inherit its affinity and priority, so a page's new renderer (a new one for
 * every document with the site's COOP) is placed as it starts; the placement is taken again before
 * every sample all the same.
 *
 * Reason (docs/decisions.md, 2026-11-29): Lantern multiplies the page's main-thread tasks by the
 * calibrated slowdown as measured in wall time, and on this 2-core machine a page's task was 2-5×
 * its own CPU time: the lab's own processes (Lighthouse's Node, the browser's main thread, software
 * compositing with the GPU off) took the core from it, and that wait was multiplied as if it were
 * the page's work. A phone has cores for those. The --busy-core neighbour is not the bench's: it
 * stays where the system puts it, and the raised priority keeps it from taking the page's core.
 *
 * Linux only (`taskset` and `renice` of util-linux, /proc); elsewhere, on one CPU, or without the
 * right to raise a priority, what could not be done is said, and the bench runs as before.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { readProcesses, treePids } from './load-watch';

const run = promisify(execFile);

/** The renderers' priority: CFS weight 9548 against 1024 for a process at the default 0. */
export const PAGE_NICE = -10;

export type Role = 'page' | 'rest';

export interface BenchProcess {
  pid: number;
  ppid: number;
  cmdline: string;
}

export interface PlannedProcess {
  pid: number;
  role: Role;
  /** The CPU list, as taskset reads it ("1", "0-2"). */
  cpus: string;
  /** Set for every thread of the process; null leaves its priority as it is. */
  nice: number | null;
}

/** A renderer of the page or of the benchmark index, or the zygote that forks them. */
export function roleOf(cmdline: string): Role {
  return /(?:^|\0|\s)--type=(?:renderer|zygote)(?:\0|\s|$)/.test(cmdline) ? 'page' : 'rest';
}

/** The CPUs of each role on a machine of `cpus` CPUs (null: nothing to split on one). */
export function cpuSets(cpus: number): { page: string; rest: string; all: string } | null {
  if (!Number.isInteger(cpus) || cpus < 2) return null;
  const last = cpus - 1;
  return {
    page: String(last),
    rest: last === 1 ? '0' : `0-${last - 1}`,
    all: `0-${last}`,
  };
}

/** Where each process of the tree goes; null on a machine with one CPU. */
export function planPlacement(
  tree: readonly BenchProcess[],
  cpus: number,
): PlannedProcess[] | null {
  const sets = cpuSets(cpus);
  if (!sets) return null;
  return tree.map(({ pid, cmdline }) => {
    const role = roleOf(cmdline);
    return role === 'page'
      ? { pid, role, cpus: sets.page, nice: PAGE_NICE }
      : { pid, role, cpus: sets.rest, nice: null };
  });
}

/** The tree of `root` as /proc shows it now; only its own processes' command lines are read. */
function readTree(root: number, exclude: ReadonlySet<number>): BenchProcess[] {
  const processes = readProcesses();
  return treePids(processes, root, exclude).flatMap((pid) => {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return [{ pid, ppid: processes.get(pid)?.ppid ?? 0, cmdline }];
    } catch {
      return []; // The process ended meanwhile.
    }
  });
}

function threadsOf(pid: number): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

export interface PlacementResult {
  /** What was done, or why nothing was, in a line for the log. */
  summary: string;
  placed: boolean;
  /** Failures other than a process that ended meanwhile. */
  problems: string[];
}

async function apply(plan: readonly PlannedProcess[]): Promise<string[]> {
  const problems = new Set<string>();
  for (const { pid, cpus, nice } of plan) {
    try {
      await run('taskset', ['-a', '-p', '-c', cpus, String(pid)]);
    } catch (error) {
      if (fs.existsSync(`/proc/${pid}`)) problems.add(`taskset: ${firstLine(error)}`);
    }
    const threads = threadsOf(pid);
    if (nice === null || threads.length === 0) continue;
    try {
      await run('renice', ['-n', String(nice), '-p', ...threads]);
    } catch (error) {
      if (fs.existsSync(`/proc/${pid}`)) problems.add(`renice: ${firstLine(error)}`);
    }
  }
  return [...problems];
}

function firstLine(error: unknown): string {
  const text =
    error && typeof error === 'object' && 'stderr' in error && typeof error.stderr === 'string'
      ? error.stderr
      : error instanceof Error
        ? error.message
        : String(error);
  return text.trim().split('\n')[0] ?? '';
}

/** Places the tree of `root` (less `exclude`); call again to place renderers started since. */
export async function placeProcesses(
  root: number,
  exclude: ReadonlySet<number>,
  cpus: number,
): Promise<PlacementResult> {
  if (process.platform !== 'linux' || !fs.existsSync('/proc/self/task')) {
    return { summary: 'not placed: no /proc (not Linux)', placed: false, problems: [] };
  }
  const sets = cpuSets(cpus);
  const plan = planPlacement(readTree(root, exclude), cpus);
  if (!sets || !plan) return { summary: `not placed: ${cpus} CPU`, placed: false, problems: [] };
  const problems = await apply(plan);
  const pages = plan.filter((p) => p.role === 'page').length;
  const summary =
    `renderers (${pages} processes: the page's and the benchmark's) on CPU ${sets.page} at nice ` +
    `${PAGE_NICE}; the bench, Lighthouse, the servers and the browser's other processes on CPU ` +
    `${sets.rest}` +
    (problems.length > 0 ? `; could not: ${problems.join('; ')}` : '');
  return { summary, placed: problems.length === 0, problems };
}

/** Gives the tree (what is left of it) every CPU again, for the stages after Lighthouse. */
export async function releaseProcesses(
  root: number,
  exclude: ReadonlySet<number>,
  cpus: number,
): Promise<void> {
  const sets = cpuSets(cpus);
  if (!sets || process.platform !== 'linux') return;
  for (const pid of treePids(readProcesses(), root, exclude)) {
    await run('taskset', ['-a', '-p', '-c', sets.all, String(pid)]).catch(() => undefined);
  }
}
