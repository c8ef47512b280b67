/**
 * Where the bench's own processes run while Lighthouse measures (issue 15): the main threads of
 * the browser's renderers (the page's, and the benchmark index's page's) on a core of their own;
 * the renderers' other threads (compositor, raster and thread-pool workers, IO), the rest of the
 * bench (its Node process with Lighthouse, the servers) and the browser's own, GPU and network
 * processes on the other cores; those main threads at a real-time priority, the renderers' other
 * threads at a raised one. Renderers are forked from
 * Chromium's zygote and start on its main thread's CPU at its priority; Lighthouse opens a new one
 * for every run, and a renderer starts thread-pool workers when it has work for them, each on its
 * starter's CPU, so a keeper (keepPlaced) places new threads while a sample runs.
 *
 * Reason (docs/decisions.md, 2026-11-29): Lantern multiplies the page's main-thread tasks by the
 * calibrated slowdown as measured in wall time, and on this 2-core machine a page's task was 2-5×
 * its own CPU time: the lab's own processes (Lighthouse's Node, the browser's main thread, software
 * compositing with the GPU off) took the core from it, and that wait was multiplied as if it were
 * the page's work. A phone has cores for those. Placing the whole renderer on one core left a
 * second wait (decisions, 2026-11-29): the first paint's commit, on the main thread, waited for
 * the same renderer's raster on that core. The --busy-core neighbour is not the bench's: it
 * stays where the system puts it; the main threads' real-time policy (PAGE_REALTIME_PRIORITY)
 * keeps it off their CPU while they have work, and the raised priority of the rest (the
 * renderers' threads' and the browser's scheduling group's, raiseAutogroups) keeps it from
 * taking most of theirs.
 *
 * Linux only (`taskset`, `renice` and `chrt` of util-linux, /proc); elsewhere, on one CPU, or
 * without the right to raise a priority, what could not be done is said, and the bench runs as
 * before.
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
  /** The CPU list, as taskset reads it ("1", "0-2"), of every thread but a page process's main. */
  cpus: string;
  /** A page process's main thread's CPU list; null: the process's threads all go to `cpus`. */
  mainCpus: string | null;
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
      ? { pid, role, cpus: sets.rest, mainCpus: sets.page, nice: PAGE_NICE }
      : { pid, role, cpus: sets.rest, mainCpus: null, nice: null };
  });
}

/** One thread's placement: its id, its CPU list and its priority (null: left as it is). */
export interface PlannedThread {
  tid: number;
  cpus: string;
  nice: number | null;
  /** Run under SCHED_FIFO (PAGE_REALTIME_PRIORITY), its children and threads not (reset on fork). */
  realtime: boolean;
}

/**
 * The page's main thread's real-time priority (SCHED_FIFO, the lowest): above every thread of the
 * normal policy, whatever its nice or scheduling group. Reason (docs/decisions.md, 2026-12-06):
 * Linux shares a CPU between scheduling groups by the load each has on it, and a main thread that
 * had just woken, in a group busy on the other CPU, got a small share of its own CPU against the
 * --busy-core neighbour once the system had moved that there: a style recalculation of 4.7 ms of
 * CPU took 20.7 ms of wall time, and Lantern multiplied the wait. The kernel still keeps 5 % of
 * each second for the normal policy (sched_rt_runtime_us), and the page's thread mostly sleeps.
 */
export const PAGE_REALTIME_PRIORITY = 1;

/**
 * Where the threads of a planned page process go: its main thread (the one whose id is the
 * process's: a renderer's main thread, where the page's tasks run, or the zygote's, which forks
 * renderers whose main thread then starts on the page's CPU) alone on the page's CPU; its other
 * threads (the compositor, raster and thread-pool workers, the IO thread) with the rest.
 */
export function planThreads(process: PlannedProcess, tids: readonly number[]): PlannedThread[] {
  return tids.map((tid) => {
    const mainCpus = tid === process.pid ? process.mainCpus : null;
    return {
      tid,
      cpus: mainCpus ?? process.cpus,
      nice: process.nice,
      realtime: mainCpus !== null,
    };
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

function threadsOf(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

export interface PlacementResult {
  /** What was done, or why nothing was, in a line for the log. */
  summary: string;
  placed: boolean;
  /** Failures other than a process or thread that ended meanwhile. */
  problems: string[];
}

/**
 * Places threads one by one (`taskset -p` without `-a` sets the one thread whose id it is given,
 * `renice -p` too), in one shell for the lot: a page process has a dozen threads, and one of the
 * bench's passes during a Lighthouse sample should not spawn two dozen processes. Each failure is
 * a line "<tid> <what failed>"; a thread that ended meanwhile is no failure.
 */
const PLACE_THREADS = `for spec; do
  tid=\${spec%%:*}; rest=\${spec#*:}; cpus=\${rest%%:*}; rest=\${rest#*:}
  nice=\${rest%%:*}; rt=\${rest#*:}
  out=$(taskset -p -c "$cpus" "$tid" 2>&1 >/dev/null) || echo "$tid taskset: $out" >&2
  if [ -n "$nice" ]; then
    out=$(renice -n "$nice" -p "$tid" 2>&1 >/dev/null) || echo "$tid renice: $out" >&2
  fi
  if [ -n "$rt" ]; then
    out=$(chrt --reset-on-fork -f -p "$rt" "$tid" 2>&1 >/dev/null) || echo "$tid chrt: $out" >&2
  fi
done`;

async function placeThreads(threads: readonly PlannedThread[]): Promise<string[]> {
  if (threads.length === 0) return [];
  const specs = threads.map(
    ({ tid, cpus, nice, realtime }) =>
      `${tid}:${cpus}:${nice ?? ''}:${realtime ? PAGE_REALTIME_PRIORITY : ''}`,
  );
  let stderr = '';
  try {
    ({ stderr } = await run('sh', ['-c', PLACE_THREADS, 'sh', ...specs]));
  } catch (error) {
    return [`sh: ${firstLine(error)}`];
  }
  return threadFailures(stderr, (tid) => fs.existsSync(`/proc/${tid}`));
}

/** The failures of a pass, less those of threads that ended meanwhile: each tool's first. */
export function threadFailures(stderr: string, alive: (tid: number) => boolean): string[] {
  const problems = new Map<string, string>();
  for (const line of stderr.split('\n')) {
    const match = /^(\d+) (\w+): (.*)$/.exec(line.trim());
    if (!match || !alive(Number(match[1])) || problems.has(match[2] ?? '')) continue;
    problems.set(match[2] ?? '', `${match[2]}: ${match[3]}`);
  }
  return [...problems.values()];
}

async function apply(plan: readonly PlannedProcess[]): Promise<string[]> {
  const problems = new Set<string>();
  const threads: PlannedThread[] = [];
  for (const planned of plan) {
    if (planned.role === 'page') {
      threads.push(...planThreads(planned, threadsOf(planned.pid)));
      continue;
    }
    try {
      await run('taskset', ['-a', '-p', '-c', planned.cpus, String(planned.pid)]);
    } catch (error) {
      if (fs.existsSync(`/proc/${planned.pid}`)) problems.add(`taskset: ${firstLine(error)}`);
    }
  }
  for (const problem of await placeThreads(threads)) problems.add(problem);
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

function describe(sets: { page: string; rest: string }, problems: readonly string[]): string {
  return (
    `renderers' main threads (the page's and the benchmark's) alone on CPU ${sets.page}; their ` +
    `other threads, the bench, Lighthouse, the servers and the browser's other processes on CPU ` +
    `${sets.rest}; those main threads at real-time priority ${PAGE_REALTIME_PRIORITY} (SCHED_FIFO), ` +
    `the renderers' other threads at nice ${PAGE_NICE}, and the browser's scheduling group too` +
    (problems.length > 0 ? `; could not: ${problems.join('; ')}` : '')
  );
}

/** A process's scheduling autogroup as /proc/<pid>/autogroup reads ("/autogroup-8715 nice -10"). */
export function parseAutogroup(text: string): { group: string; nice: number } | null {
  const match = /^(\/autogroup-\d+)\s+nice\s+(-?\d+)\s*$/.exec(text.trim());
  return match ? { group: match[1] ?? '', nice: Number(match[2]) } : null;
}

function autogroupOf(pid: number | 'self'): { group: string; nice: number } | null {
  try {
    return parseAutogroup(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
  } catch {
    return null; // No autogroups (kernel.sched_autogroup_enabled off, or not built in), or ended.
  }
}

/**
 * Raises the scheduling autogroup of the page processes to PAGE_NICE (Linux's autogroups: every
 * session is a group, and a CPU is shared between the groups that want it before nice values rank
 * the threads within one). Chromium runs in a session of its own (chrome-launcher starts it
 * detached), so a renderer's nice ranked it only against the browser's other threads, and on a
 * CPU it shared with the --busy-core neighbour (in the bench's group) the neighbour's group took
 * half of it. The browser's other processes, in the same group, are raised with it; the bench's
 * own group is left as it is. Returns what could not be done.
 */
function raiseAutogroups(plan: readonly PlannedProcess[]): string[] {
  const own = autogroupOf('self')?.group;
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { pid, role } of plan) {
    const group = role === 'page' ? autogroupOf(pid) : null;
    if (!group || group.group === own || seen.has(group.group)) continue;
    seen.add(group.group);
    if (group.nice === PAGE_NICE) continue;
    try {
      fs.writeFileSync(`/proc/${pid}/autogroup`, String(PAGE_NICE));
    } catch (error) {
      if (fs.existsSync(`/proc/${pid}`)) {
        problems.push(`autogroup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
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
  const problems = [...(await apply(plan)), ...raiseAutogroups(plan)];
  return { summary: describe(sets, problems), placed: problems.length === 0, problems };
}

/** How often a keeper looks for new threads of the page processes (ms). */
export const KEEP_EVERY_MS = 20;

export interface PlacementKeeper {
  /** Stops looking; resolves with the number of threads it placed once the last pass is done. */
  stop(): Promise<number>;
}

/**
 * Keeps a placed tree placed while a sample runs: a renderer starts (forked by the zygote, on the
 * page's CPU) for every Lighthouse run, and its threads, and the thread-pool workers a renderer
 * starts when it has work for them, begin on the CPU of the thread that started them. Every
 * `everyMs` the tree is read again and each page process's threads not placed yet are placed.
 * The cost: reading /proc (about 1 ms of CPU a pass with ~70 processes) on the bench's CPUs.
 */
export function keepPlaced(
  root: number,
  exclude: ReadonlySet<number>,
  cpus: number,
  everyMs = KEEP_EVERY_MS,
): PlacementKeeper {
  const done = new Set<string>();
  let placedThreads = 0;
  let running: Promise<void> | null = null;
  const pass = async () => {
    const fresh: PlannedThread[] = [];
    for (const planned of planPlacement(readTree(root, exclude), cpus) ?? []) {
      if (planned.role !== 'page') continue;
      for (const thread of planThreads(planned, threadsOf(planned.pid))) {
        const key = `${planned.pid}:${thread.tid}`;
        if (done.has(key)) continue;
        done.add(key);
        fresh.push(thread);
      }
    }
    placedThreads += fresh.length;
    await placeThreads(fresh);
  };
  const timer = setInterval(() => {
    // A pass still running (a busy machine) is not queued behind: the next tick looks again.
    running ??= pass()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      return placedThreads;
    },
  };
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
