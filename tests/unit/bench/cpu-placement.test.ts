import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cpuSets,
  keepPlaced,
  PAGE_NICE,
  parseAutogroup,
  placeProcesses,
  planPlacement,
  planThreads,
  releaseProcesses,
  roleOf,
  threadFailures,
  type BenchProcess,
} from '../../../scripts/bench/cpu-placement';
import { treePids } from '../../../scripts/bench/load-watch';

/** A command line as /proc holds it: arguments separated by NUL. */
const cmd = (...args: string[]) => `${args.join('\0')}\0`;

describe('roleOf', () => {
  it.each([
    [cmd('/usr/lib/chromium/chromium', '--headless=new', '--no-sandbox'), 'rest'],
    [cmd('/usr/lib/chromium/chromium', '--type=zygote', '--no-zygote-sandbox'), 'page'],
    [cmd('/usr/lib/chromium/chromium', '--type=renderer', '--renderer-client-id=7'), 'page'],
    [cmd('/usr/lib/chromium/chromium', '--type=gpu-process', '--disable-gpu'), 'rest'],
    [cmd('/usr/lib/chromium/chromium', '--type=utility', '--utility-sub-type=network'), 'rest'],
    [cmd('/usr/lib/chromium/chrome_crashpad_handler', '--monitor-self'), 'rest'],
    [cmd('/usr/bin/node', 'dist-server/main.js'), 'rest'],
    // Only the switch itself, not a value that merely mentions it.
    [cmd('/usr/bin/node', '-e', 'x', '--title=--type=renderer-ish'), 'rest'],
  ])('%j is %s', (cmdline, role) => {
    expect(roleOf(cmdline)).toBe(role);
  });
});

describe('cpuSets', () => {
  it.each([
    [1, null],
    [0, null],
    [2, { page: '1', rest: '0', all: '0-1' }],
    [4, { page: '3', rest: '0-2', all: '0-3' }],
  ])('%i CPUs: %j', (cpus, sets) => {
    expect(cpuSets(cpus)).toEqual(sets);
  });
});

describe('the tree and planPlacement', () => {
  const processes: BenchProcess[] = [
    { pid: 10, ppid: 1, cmdline: cmd('node', 'scripts/bench.ts') },
    { pid: 11, ppid: 10, cmdline: cmd('node', 'dist-server/main.js') },
    { pid: 12, ppid: 10, cmdline: cmd('node', '-e', 'for(;;){}') },
    { pid: 13, ppid: 10, cmdline: cmd('chromium', '--headless=new') },
    { pid: 14, ppid: 13, cmdline: cmd('chromium', '--type=zygote') },
    { pid: 15, ppid: 14, cmdline: cmd('chromium', '--type=renderer') },
    { pid: 16, ppid: 13, cmdline: cmd('chromium', '--type=gpu-process') },
    { pid: 20, ppid: 1, cmdline: cmd('chromium', '--type=renderer') },
  ];

  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const treeOf = (root: number, exclude?: ReadonlySet<number>) =>
    treePids(byPid, root, exclude).flatMap((pid) => byPid.get(pid) ?? []);

  it("takes the bench's tree, less the busy-core load, and nobody else's renderer", () => {
    const tree = treeOf(10, new Set([12]));
    expect(tree.map((p) => p.pid).sort()).toEqual([10, 11, 13, 14, 15, 16]);
  });

  it("puts the zygote's and renderers' main threads on the last CPU, the rest elsewhere", () => {
    const plan = planPlacement(treeOf(10, new Set([12])), 2);
    expect(plan?.sort((a, b) => a.pid - b.pid)).toEqual([
      { pid: 10, role: 'rest', cpus: '0', mainCpus: null, nice: null },
      { pid: 11, role: 'rest', cpus: '0', mainCpus: null, nice: null },
      { pid: 13, role: 'rest', cpus: '0', mainCpus: null, nice: null },
      { pid: 14, role: 'page', cpus: '0', mainCpus: '1', nice: PAGE_NICE },
      { pid: 15, role: 'page', cpus: '0', mainCpus: '1', nice: PAGE_NICE },
      { pid: 16, role: 'rest', cpus: '0', mainCpus: null, nice: null },
    ]);
  });

  it("places a renderer's main thread alone on the page's CPU, its other threads with the rest", () => {
    const [renderer] = planPlacement(treeOf(15), 4) ?? [];
    expect(renderer).toBeDefined();
    if (!renderer) return;
    expect(planThreads(renderer, [15, 31, 32])).toEqual([
      { tid: 15, cpus: '3', nice: PAGE_NICE, realtime: true },
      { tid: 31, cpus: '0-2', nice: PAGE_NICE, realtime: false },
      { tid: 32, cpus: '0-2', nice: PAGE_NICE, realtime: false },
    ]);
  });

  it('plans nothing on one CPU', () => {
    expect(planPlacement(treeOf(10), 1)).toBeNull();
  });
});

describe('parseAutogroup', () => {
  it.each([
    ['/autogroup-8715 nice -10\n', { group: '/autogroup-8715', nice: -10 }],
    ['/autogroup-12 nice 0', { group: '/autogroup-12', nice: 0 }],
    ['', null],
    ['nice 0', null],
  ])('%j', (text, parsed) => {
    expect(parseAutogroup(text)).toEqual(parsed);
  });
});

describe('threadFailures', () => {
  const alive = (tid: number) => tid !== 41;
  it.each([
    ['', []],
    // A thread that ended between the listing and the placement is no failure.
    ["41 taskset: taskset: failed to set pid 41's affinity: No such process\n", []],
    [
      '42 renice: renice: failed to set priority for 42 (process ID): Permission denied\n' +
        '43 renice: renice: failed to set priority for 43 (process ID): Permission denied\n',
      ['renice: renice: failed to set priority for 42 (process ID): Permission denied'],
    ],
    ['a line of something else\n', []],
  ])('%j', (stderr, problems) => {
    expect(threadFailures(stderr, alive)).toEqual(problems);
  });
});

/**
 * A thread's allowed CPUs, nice value and scheduling policy (0 normal, 1 SCHED_FIFO), from /proc
 * (a process's: its main thread's).
 */
function placementOf(pid: number, tid = pid): { cpus: string; nice: number; policy: number } {
  const status = fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
  const cpus = /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1] ?? '';
  const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  // The fields after the command's name, from state (the 3rd of stat(5)): nice (the 19th) is
  // [16], policy (the 41st) is [38].
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpus, nice: Number(fields[16]), policy: Number(fields[38]) };
}

const autogroup = (pid: number | 'self') =>
  fs.existsSync(`/proc/${pid}/autogroup`)
    ? parseAutogroup(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'))
    : null;

const SCHED_FIFO = 1;
const threadsOf = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).map(Number);

const canPlace =
  process.platform === 'linux' &&
  os.cpus().length >= 2 &&
  spawnSync('taskset', ['--version']).status === 0 &&
  spawnSync('renice', ['--version']).status === 0 &&
  spawnSync('chrt', ['--version']).status === 0;

/**
 * A renderer's stand-in: a Node process (a main thread and V8's and libuv's others) named by its
 * command line, which starts one more thread (a worker) from its main thread on SIGUSR2, as a
 * renderer starts a thread-pool worker when it has work for it.
 */
const RENDERER = `process.on('SIGUSR2', () => {
  new (require('node:worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true });
});
setTimeout(() => {}, 60000);`;

describe('placeProcesses and keepPlaced on real processes', () => {
  let parent: ChildProcess | null = null;
  afterEach(() => {
    // The whole group: the parent's child too, not left running for a minute.
    if (parent?.pid) process.kill(-parent.pid, 'SIGKILL');
    parent = null;
  });

  it.skipIf(!canPlace)(
    'places a tree by thread, keeps new threads placed, gives every CPU back',
    async () => {
      // A parent (the bench's part) and its child standing for a renderer, both alive meanwhile.
      parent = spawn(
        process.execPath,
        [
          '-e',
          `const c = require('node:child_process').spawn(process.execPath,
           ['-e', ${JSON.stringify(RENDERER)}, '--', '--type=renderer'], { stdio: 'ignore' });
         setTimeout(() => console.log(c.pid), 300); setTimeout(() => {}, 60000);`,
        ],
        { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
      );
      const childPid = await new Promise<number>((resolve) =>
        parent?.stdout?.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
      );
      const parentPid = parent.pid ?? 0;
      const cpus = os.cpus().length;
      const sets = cpuSets(cpus)!;

      const result = await placeProcesses(parentPid, new Set(), cpus);
      const started = threadsOf(childPid);
      expect(started.length).toBeGreaterThan(1);
      expect(placementOf(parentPid).cpus).toBe(sets.rest);
      for (const tid of started) {
        expect(placementOf(childPid, tid).cpus).toBe(tid === childPid ? sets.page : sets.rest);
      }
      if (result.placed) {
        for (const tid of started) expect(placementOf(childPid, tid).nice).toBe(PAGE_NICE);
        // The main thread alone runs at the real-time policy.
        for (const tid of started) {
          expect(placementOf(childPid, tid).policy).toBe(tid === childPid ? SCHED_FIFO : 0);
        }
        expect(placementOf(parentPid).nice).toBe(0);
        expect(placementOf(parentPid).policy).toBe(0);
        // The child's session (the parent's, detached) is a scheduling group apart: raised too.
        const group = autogroup(childPid);
        if (group && group.group !== autogroup('self')?.group) expect(group.nice).toBe(PAGE_NICE);
        expect(autogroup('self')?.nice ?? 0).toBe(0);
      } else {
        // Without the right to raise a priority (not root), it says so and places the CPUs only.
        expect(result.summary).toMatch(/could not: (renice|chrt)/);
      }

      // A thread the main thread starts now begins on the page's CPU; the keeper moves it.
      const keeper = keepPlaced(parentPid, new Set(), cpus, 10);
      process.kill(childPid, 'SIGUSR2');
      await expect
        .poll(() => threadsOf(childPid).filter((tid) => !started.includes(tid)), { timeout: 5000 })
        .not.toEqual([]);
      const [added] = threadsOf(childPid).filter((tid) => !started.includes(tid));
      await expect.poll(() => placementOf(childPid, added).cpus, { timeout: 5000 }).toBe(sets.rest);
      // Started by the real-time main thread, it did not inherit the policy (reset on fork).
      expect(placementOf(childPid, added).policy).toBe(0);
      expect(await keeper.stop()).toBeGreaterThan(0);
      expect(placementOf(childPid).cpus).toBe(sets.page);

      await releaseProcesses(parentPid, new Set(), cpus);
      expect(placementOf(parentPid).cpus).toBe(sets.all);
      for (const tid of threadsOf(childPid)) expect(placementOf(childPid, tid).cpus).toBe(sets.all);
    },
  );
});
