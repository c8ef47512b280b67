import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cpuSets,
  followRenderers,
  isRenderer,
  isZygote,
  PAGE_NICE,
  placeProcesses,
  planPlacement,
  releaseProcesses,
  roleOf,
  type BenchProcess,
} from '../../../scripts/bench/cpu-placement';
import { readProcesses, treePids } from '../../../scripts/bench/load-watch';

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

  it.each([
    [cmd('chromium', '--type=renderer', '--renderer-client-id=7'), true, false],
    [cmd('chromium', '--type=zygote'), false, true],
    [cmd('chromium', '--type=gpu-process'), false, false],
    [cmd('node', '-e', 'x', '--title=--type=renderer-ish'), false, false],
  ])('%j: a renderer %s, a zygote %s', (cmdline, renderer, zygote) => {
    expect(isRenderer(cmdline)).toBe(renderer);
    expect(isZygote(cmdline)).toBe(zygote);
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

  it("puts the zygote and the renderers' main threads on the last CPU at a raised priority, the renderers' other threads and the rest elsewhere", () => {
    const plan = planPlacement(treeOf(10, new Set([12])), 2);
    expect(plan?.sort((a, b) => a.pid - b.pid)).toEqual([
      { pid: 10, role: 'rest', cpus: '0', helpers: null, nice: null },
      { pid: 11, role: 'rest', cpus: '0', helpers: null, nice: null },
      { pid: 13, role: 'rest', cpus: '0', helpers: null, nice: null },
      { pid: 14, role: 'page', cpus: '1', helpers: null, nice: PAGE_NICE },
      { pid: 15, role: 'page', cpus: '1', helpers: '0', nice: PAGE_NICE },
      { pid: 16, role: 'rest', cpus: '0', helpers: null, nice: null },
    ]);
    expect(planPlacement(treeOf(10, new Set([12])), 4)?.find((p) => p.pid === 15)).toEqual({
      pid: 15,
      role: 'page',
      cpus: '3',
      helpers: '0-2',
      nice: PAGE_NICE,
    });
  });

  it('plans nothing on one CPU', () => {
    expect(planPlacement(treeOf(10), 1)).toBeNull();
  });
});

/** A process's (its main thread's) or a thread's allowed CPUs and nice value, from /proc. */
function placementOf(pid: number, tid: number = pid): { cpus: string; nice: number } {
  const status = fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
  const cpus = /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1] ?? '';
  const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpus, nice: Number(fields[16]) };
}

/** The CPUs of every thread of `pid` but its main thread (a Node process has several). */
function helperCpus(pid: number): string[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .filter((tid) => tid !== String(pid))
    .map((tid) => placementOf(pid, Number(tid)).cpus);
}

/** Waits (20 ms steps, 5 s at most) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
}

/** Whether `pid` runs as a renderer or zygote (`is`), with its threads started. */
function started(pid: number, is: (cmdline: string) => boolean): boolean {
  try {
    return (
      is(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')) &&
      fs.readdirSync(`/proc/${pid}/task`).length > 1
    );
  } catch {
    return false;
  }
}

/** A check that holds once `pid`'s thread count has not changed for 200 ms. */
function steadyThreads(pid: number): () => boolean {
  let last = -1;
  let since = Date.now();
  return () => {
    const count = fs.readdirSync(`/proc/${pid}/task`).length;
    if (count !== last) [last, since] = [count, Date.now()];
    return Date.now() - since >= 200;
  };
}

const canPlace =
  process.platform === 'linux' &&
  os.cpus().length >= 2 &&
  spawnSync('taskset', ['--version']).status === 0 &&
  spawnSync('renice', ['--version']).status === 0;

describe('placeProcesses on real processes', () => {
  let parent: ChildProcess | null = null;
  afterEach(() => {
    // The whole group: the parent's children too, not left running for a minute.
    if (parent?.pid) process.kill(-parent.pid, 'SIGKILL');
    parent = null;
  });

  it.skipIf(!canPlace)('places a tree and gives it every CPU back', async () => {
    // A parent (the bench's part) and its child standing for a renderer, both alive meanwhile.
    parent = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath,
           ['-e', 'setTimeout(() => {}, 60000)', '--', '--type=renderer'], { stdio: 'ignore' });
         console.log(c.pid); setTimeout(() => {}, 60000);`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
    );
    const childPid = await new Promise<number>((resolve) =>
      parent?.stdout?.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    );
    const parentPid = parent.pid ?? 0;
    const cpus = os.cpus().length;
    const sets = cpuSets(cpus)!;
    await until(() => started(childPid, isRenderer));

    const result = await placeProcesses(parentPid, new Set(), cpus);
    expect(placementOf(parentPid).cpus).toBe(sets.rest);
    expect(placementOf(childPid).cpus).toBe(sets.page);
    expect(helperCpus(childPid).length).toBeGreaterThan(0);
    expect(new Set(helperCpus(childPid))).toEqual(new Set([sets.rest]));
    if (result.placed) {
      expect(placementOf(childPid).nice).toBe(PAGE_NICE);
      expect(placementOf(parentPid).nice).toBe(0);
    } else {
      // Without the right to raise a priority (not root), it says so and places the CPUs only.
      expect(result.summary).toMatch(/could not: renice/);
    }

    await releaseProcesses(parentPid, new Set(), cpus);
    expect(placementOf(parentPid).cpus).toBe(sets.all);
    expect(placementOf(childPid).cpus).toBe(sets.all);
  });
});

describe('followRenderers on real processes', () => {
  let parent: ChildProcess | null = null;
  afterEach(() => {
    // The whole group: the parent's children too, not left running for a minute.
    if (parent?.pid) process.kill(-parent.pid, 'SIGKILL');
    parent = null;
  });

  it.skipIf(!canPlace)(
    "moves a renderer's threads off the page's core, all but its main thread",
    async () => {
      // The bench's part starts a zygote, which forks a renderer once told to (a line on stdin).
      parent = spawn(
        process.execPath,
        [
          '-e',
          `const { spawn } = require('node:child_process');
           const zygote = spawn(process.execPath, ['-e', \`
             process.stdin.once('data', () => {
               const r = require('node:child_process').spawn(process.execPath,
                 ['-e', 'setTimeout(() => {}, 60000)', '--', '--type=renderer'], { stdio: 'ignore' });
               console.log(r.pid);
             });\`, '--', '--type=zygote'], { stdio: ['pipe', 'pipe', 'ignore'] });
           zygote.stdout.pipe(process.stdout);
           process.stdin.pipe(zygote.stdin);`,
        ],
        { stdio: ['pipe', 'pipe', 'ignore'], detached: true },
      );
      const parentPid = parent.pid ?? 0;
      const cpus = os.cpus().length;
      const sets = cpuSets(cpus)!;
      await until(() => treePids(readProcesses(), parentPid).some((pid) => started(pid, isZygote)));
      await placeProcesses(parentPid, new Set(), cpus);
      const renderer = new Promise<number>((resolve) =>
        parent?.stdout?.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
      );
      parent.stdin?.write('fork\n');
      const rendererPid = await renderer;
      await until(() => started(rendererPid, isRenderer));
      await until(steadyThreads(rendererPid));
      // Its threads on the page's core, as `taskset -a` on a renderer used to put them (this
      // kernel starts a forked process's new threads elsewhere, Chromium's and Node's alike).
      await until(() => {
        spawnSync('taskset', ['-a', '-p', '-c', sets.page, String(rendererPid)]);
        return helperCpus(rendererPid).every((c) => c === sets.page);
      });
      expect(new Set(helperCpus(rendererPid))).toEqual(new Set([sets.page]));

      const follower = followRenderers(parentPid, new Set(), cpus, 10);
      await until(() => helperCpus(rendererPid).every((c) => c === sets.rest));
      const moved = await follower.stop();
      const helpers = helperCpus(rendererPid);
      expect(placementOf(rendererPid).cpus).toBe(sets.page);
      expect(helpers.length).toBeGreaterThan(0);
      expect(new Set(helpers)).toEqual(new Set([sets.rest]));
      expect(moved).toBeGreaterThanOrEqual(helpers.length);
      await releaseProcesses(parentPid, new Set(), cpus);
    },
  );
});
