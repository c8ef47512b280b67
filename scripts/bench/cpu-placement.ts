/**
 * Where the bench's own processes run while Lighthouse measures (issue 15): the main thread of
 * each of the browser's renderers (the page's, and the benchmark index's) on a core of its own at
 * a raised priority; everything else of the bench (its Node process with Lighthouse, the servers,
 * the browser's own, GPU and network processes, and the renderers' other threads: compositor,
 * raster and garbage-collection workers, the service worker's thread) on the other cores, the
 * renderers' threads at the same raised priority. Renderers are forked from Chromium's zygote and
 * inherit its core and priority, so a page's new renderer (a new one for every document with the
 * site's COOP) starts on the page's core; its other threads are moved to the others as they
 * appear (`followRenderers`, every 10 ms while a sample runs), and the placement is taken again
 * before every sample all the same.
 *
 * Reason (docs/decisions.md, 2026-11-29): Lantern multiplies the page's main-thread tasks by the
 * calibrated slowdown as measured in wall time, and on this 2-core machine a page's task was 2-5×
 * its own CPU time: the lab's own processes (Lighthouse's Node, the browser's main thread, software
 * compositing with the GPU off) took the core from it, and so did, with only the renderers on it,
 * the service worker's thread installing the precache (390 ms of CPU in a load) and the
 * renderer's own workers. That wait was multiplied as if it were the page's work; a phone has
 * cores for those. The --busy-core neighbour is not the bench's: it stays where the system puts
 * it, and the raised priority keeps it from taking the page's core.
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
  /** The CPU list of its main thread, as taskset reads it ("1", "0-2"). */
  cpus: string;
  /** The CPU list of its other threads; null: the same as the main thread's. */
  helpers: string | null;
  /** Set for every thread of the process; null leaves its priority as it is. */
  nice: number | null;
}

const switchOf = (cmdline: string, types: string) =>
  new RegExp(`(?:^|\\0|\\s)--type=(?:${types})(?:\\0|\\s|$)`).test(cmdline);

/** A renderer of the page or of the benchmark index, or the zygote that forks them. */
export function roleOf(cmdline: string): Role {
  return switchOf(cmdline, 'renderer|zygote') ? 'page' : 'rest';
}

/** A renderer (not the zygote): only its main thread stays on the page's core. */
export function isRenderer(cmdline: string): boolean {
  return switchOf(cmdline, 'renderer');
}

/** A zygote: the process renderers are forked from. */
export function isZygote(cmdline: string): boolean {
  return switchOf(cmdline, 'zygote');
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
    if (role === 'rest') return { pid, role, cpus: sets.rest, helpers: null, nice: null };
    const helpers = isRenderer(cmdline) ? sets.rest : null;
    return { pid, role, cpus: sets.page, helpers, nice: PAGE_NICE };
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

/** Sets the CPUs of one thread (`all`: of every thread of the process); false if it has ended. */
async function setCpus(id: number | string, cpus: string, all: boolean): Promise<string | null> {
  try {
    await run('taskset', [...(all ? ['-a'] : []), '-p', '-c', cpus, String(id)]);
    return null;
  } catch (error) {
    return fs.existsSync(`/proc/${id}`) ? `taskset: ${firstLine(error)}` : null;
  }
}

async function apply(plan: readonly PlannedProcess[]): Promise<string[]> {
  const problems = new Set<string>();
  const note = (problem: string | null) => problem !== null && problems.add(problem);
  for (const { pid, cpus, helpers, nice } of plan) {
    note(await setCpus(pid, cpus, helpers === null));
    const threads = threadsOf(pid);
    if (helpers !== null) {
      for (const tid of threads) if (tid !== String(pid)) note(await setCpus(tid, helpers, false));
    }
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
    `renderers' main threads (${pages} processes with the zygote: the page's and the ` +
    `benchmark's) on CPU ${sets.page} at nice ${PAGE_NICE}; their other threads (at nice ` +
    `${PAGE_NICE}), the bench, Lighthouse, the servers and the browser's other processes on CPU ` +
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

/** The renderers followed while a sample runs: stop() ends it and says how many threads moved. */
export interface RendererFollower {
  stop(): Promise<number>;
}

export const FOLLOW_INTERVAL_MS = 10;

/**
 * While a sample runs, moves every thread of a renderer but its main thread (a renderer forked
 * since the placement, or a thread a renderer started: the service worker's, a raster worker) to
 * the other cores, each once, checking every `intervalMs`. Renderers are the children of the
 * tree's zygotes; nothing else is read but their thread lists and new processes' parents.
 */
export function followRenderers(
  root: number,
  exclude: ReadonlySet<number>,
  cpus: number,
  intervalMs = FOLLOW_INTERVAL_MS,
): RendererFollower {
  const sets = cpuSets(cpus);
  if (!sets || process.platform !== 'linux') return { stop: async () => 0 };
  const tree = readTree(root, exclude);
  const zygotes = new Set(tree.filter((p) => isZygote(p.cmdline)).map((p) => p.pid));
  const renderers = new Set(tree.filter((p) => isRenderer(p.cmdline)).map((p) => p.pid));
  const seenPids = new Set(readProcesses().keys());
  /** Threads moved already, or main threads (left where the zygote put them). */
  const placed = new Set<string>();
  let moved = 0;
  let running: Promise<void> | null = null;

  const tick = async () => {
    for (const name of fs.readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || seenPids.has(pid)) continue;
      seenPids.add(pid);
      if (zygotes.has(parentOf(pid))) renderers.add(pid);
    }
    for (const pid of renderers) {
      const threads = threadsOf(pid);
      if (threads.length === 0) renderers.delete(pid); // It has ended.
      for (const tid of threads) {
        const key = `${pid}/${tid}`;
        if (placed.has(key)) continue;
        placed.add(key);
        if (tid === String(pid)) continue; // The main thread: on the page's core from the zygote.
        if ((await setCpus(tid, sets.rest, false)) === null) moved += 1;
      }
    }
  };
  const timer = setInterval(() => {
    running ??= tick()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      return moved;
    },
  };
}

/** A process's parent from /proc (0 when it has ended). */
function parentOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}
