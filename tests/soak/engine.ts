import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { pdfBytes } from '../e2e/support/forms';
import type { RunningServer } from '../e2e/support/server-process';
import { Device, type SubmitOutcome } from './device';
import { describeItem, readDeviceOutbox, visibleQueueCount } from './outbox-view';
import { sequenceRandom } from './random';
import { describeStep, generateSequence, type Step } from './steps';
import { readStored, sha256 } from './stored';

/**
 * The soak engine: for each sequence of a seeded run, a fresh browser context does the generated
 * steps against the real server, then settles (online, server up, faults off) and the model is
 * checked: every submission the page confirmed, and (outbox first) every one whose page went while
 * its send hung, is stored exactly once with its resume's exact bytes, nothing is stored twice,
 * and the device's outbox, as stored and as shown, holds only what the server refused.
 */
export interface SoakOptions {
  browser: Browser;
  /**
   * One server per lane: the lanes run sequences side by side, each against its own server (its
   * own port, so its own origin, and its own data), taking the next sequence of the run when free.
   */
  servers: RunningServer[];
  seed: number;
  runs: number;
  /** Replay one sequence of the run. */
  only?: number;
  /** Start no sequence after this time (ms since the epoch). */
  deadline?: number;
  /** Also note each step's duration and how the hung sends ended. */
  verbose?: boolean;
  log?: (line: string) => void;
}

/** What one sequence runs with: the run's options and its lane's server. */
type LaneOptions = Omit<SoakOptions, 'servers'> & { server: RunningServer };

export interface SoakFailure {
  seed: number;
  index: number;
  steps: string[];
  problems: string[];
}

export interface SoakFigures {
  sequences: number;
  steps: number;
  /** Submissions the page confirmed (sent, or kept on the device). */
  submissions: number;
  stored: number;
  duplicates: number;
  lost: number;
  refused: number;
  /**
   * Sends whose page went (reload, close) while the request hung. Outbox first, they were on the
   * device before the first byte: counted as confirmed (kept) and checked stored exactly once.
   */
  keptMidSend: number;
  /** Applications never submitted: the resume could not be uploaded when picked. */
  abandoned: number;
  /** How delivery was finally brought about in the settle phase. */
  settledBy: Record<'already' | 'auto' | 'send-now' | 'reload', number>;
  slowestSettleMs: number;
  elapsedMs: number;
  lanes: number;
  failures: SoakFailure[];
}

interface Submission {
  name: string;
  kind: 'contact' | 'application';
  pdf: Buffer;
  page: Page;
  outcome: SubmitOutcome;
  /** Its page went while its send hung (outbox first: it was kept on the device). */
  keptMidSend?: boolean;
}

/** Bound for delivery once online with the server up; «Отправить сейчас» and a reload on the way. */
export const SETTLE_BOUND_MS = 60_000;
/** The page retries on its own (backoff up to 30 s, but the server was down only seconds). */
const SEND_NOW_AT_MS = 20_000;
/** «Отправить сейчас» must deliver: a sequence that needs a reload after it has failed. */
const RELOAD_AT_MS = 35_000;
/** Time for the visible queue to catch up with the device (BroadcastChannel, a page loading). */
const QUEUE_VIEW_BOUND_MS = 10_000;
const SUBMIT_RELEASE_BOUND_MS = 20_000;

async function until(check: () => Promise<boolean>, boundMs: number): Promise<boolean> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function emptyFigures(): SoakFigures {
  return {
    sequences: 0,
    steps: 0,
    submissions: 0,
    stored: 0,
    duplicates: 0,
    lost: 0,
    refused: 0,
    keptMidSend: 0,
    abandoned: 0,
    settledBy: { already: 0, auto: 0, 'send-now': 0, reload: 0 },
    slowestSettleMs: 0,
    elapsedMs: 0,
    lanes: 1,
    failures: [],
  };
}

class SequenceRun {
  readonly submissions: Submission[] = [];
  readonly problems: string[] = [];
  readonly notes: string[] = [];

  constructor(
    private readonly options: LaneOptions,
    private readonly index: number,
    private readonly device: Device,
    private readonly releaseRoll: () => number,
  ) {}

  private get server() {
    return this.options.server;
  }

  /**
   * A send still hanging on a page that goes now: the visitor never learnt what became of it, but
   * outbox first it was on the device before its first byte, so it must be stored exactly once.
   */
  private async pageGoes(page: Page | undefined): Promise<void> {
    for (const submission of this.submissions) {
      if (submission.page !== page || submission.outcome !== 'sending') continue;
      const now = await this.device.outcomeOf(page, submission.kind, 0);
      this.keep(submission, now);
    }
  }

  /** The outcome a page told; one still sending when its page goes was kept on the device. */
  private keep(submission: Submission, now: SubmitOutcome): void {
    if (now !== 'sending') submission.outcome = now;
    else {
      submission.outcome = 'confirmed';
      submission.keptMidSend = true;
    }
  }

  /** Held sends were released: their pages now tell how they ended. */
  async resolveSending(): Promise<void> {
    for (const submission of this.submissions) {
      if (submission.outcome !== 'sending') continue;
      if (submission.page.isClosed()) this.keep(submission, 'sending');
      else {
        const now = await this.device.outcomeOf(
          submission.page,
          submission.kind,
          SUBMIT_RELEASE_BOUND_MS,
        );
        this.keep(submission, now);
      }
    }
  }

  async step(step: Step): Promise<void> {
    const { device } = this;
    switch (step.type) {
      case 'submit': {
        const name = `Соак ${this.options.seed}-${this.index}-${this.submissions.length}`;
        const pdf = pdfBytes(name);
        const { page, outcome } = await device.submit(step.kind, name, pdf);
        this.submissions.push({ name, kind: step.kind, pdf, page, outcome });
        return;
      }
      case 'offline':
      case 'online':
        return device.setOffline(step.type === 'offline');
      case 'reload':
        await this.pageGoes(device.pages.at(-1));
        return device.reload();
      case 'close-page':
        await this.pageGoes(device.pages.at(-1));
        return device.closePage();
      case 'open-tab':
        await device.openPage('/contact');
        return;
      case 'server-stop':
        return this.server.stop();
      case 'server-kill':
        return this.server.kill();
      case 'server-start':
        if (!this.server.running) await this.server.start();
        return;
      case 'fault':
        await device.faults.set(step.mode, step.release);
        if (step.mode !== 'hang') await this.resolveSending();
        return;
      case 'sync':
        return device.fireSync();
      case 'send-now':
        await device.sendNow();
        return;
    }
  }

  /** Every open tab shows as many queued items as the device holds (after a moment to catch up). */
  async checkVisibleQueue(when: string): Promise<void> {
    for (const page of [...this.device.pages]) {
      let shown = -1;
      let held = -1;
      const agrees = await until(async () => {
        if (page.isClosed()) return true;
        held = (await readDeviceOutbox(page)).length;
        shown = await visibleQueueCount(page);
        return shown === held;
      }, QUEUE_VIEW_BOUND_MS);
      if (!agrees)
        this.problems.push(
          `${when}: a tab (${page.url()}) shows «Очередь отправки: ${shown}» while the device holds ${held}`,
        );
    }
  }

  private confirmed(): Submission[] {
    return this.submissions.filter((s) => s.outcome === 'confirmed');
  }

  private storedNow() {
    return readStored(path.join(this.server.dataDir, 'data'), this.confirmed());
  }

  /**
   * Online, the server up, no faults: delivery must follow. Returns what brought it about, or
   * null when something is still undelivered after the bound.
   */
  async settle(): Promise<{ by: keyof SoakFigures['settledBy']; ms: number } | null> {
    const { device } = this;
    await device.setOffline(false);
    if (!this.server.running) await this.server.start();
    const release = this.releaseRoll() < 0.5 ? 'continue' : 'abort';
    const held = device.faults.heldCount;
    await device.faults.set('none', release);
    const releasedAt = Date.now();
    await this.resolveSending();
    if (this.options.verbose)
      this.notes.push(
        `settle: ${held} held, ${release}; sends resolved in ${Date.now() - releasedAt} ms: ${this.submissions.map((s) => s.outcome).join(',')}`,
      );
    const page = await device.activePage();
    const started = Date.now();
    const delivered = async () => {
      const stored = this.storedNow();
      if (this.confirmed().some((s) => (stored.get(s.name)?.rows ?? 0) === 0)) return false;
      const left = (await readDeviceOutbox(await device.activePage())).filter(
        (item) => item.status !== 'refused',
      );
      return left.length === 0;
    };
    if (await delivered()) return { by: 'already', ms: 0 };
    let by: keyof SoakFigures['settledBy'] = 'auto';
    const done = await until(async () => {
      const elapsed = Date.now() - started;
      if (by === 'auto' && elapsed >= SEND_NOW_AT_MS) {
        by = 'send-now';
        await this.noteDevice('before «Отправить сейчас»');
        await device.sendNow(page.isClosed() ? undefined : page);
      } else if (by === 'send-now' && elapsed >= RELOAD_AT_MS) {
        by = 'reload';
        await this.noteDevice('still undelivered after «Отправить сейчас», before a reload');
        await device.reload();
      }
      return delivered();
    }, SETTLE_BOUND_MS);
    return done ? { by, ms: Date.now() - started } : null;
  }

  /** What the device holds and its tabs show now, for the report of a sequence that stalls. */
  async noteDevice(when: string): Promise<void> {
    const page = await this.device.activePage();
    const items = await readDeviceOutbox(page);
    const shown = await Promise.all(this.device.pages.map((p) => visibleQueueCount(p)));
    this.notes.push(
      `${when}: tabs show ${JSON.stringify(shown)}; device holds ${items.map(describeItem).join('; ') || 'nothing'}`,
    );
  }

  /** The model against the server's database and the device. */
  async check(figures: SoakFigures): Promise<void> {
    const stored = readStored(path.join(this.server.dataDir, 'data'), this.submissions);
    for (const submission of this.submissions) {
      const found = stored.get(submission.name) ?? { rows: 0, resumes: [] };
      const label = `${submission.kind} «${submission.name}»`;
      if (submission.outcome === 'abandoned') {
        figures.abandoned++;
        continue;
      }
      if (found.rows > 1) {
        figures.duplicates += found.rows - 1;
        this.problems.push(`${label} is stored ${found.rows} times`);
      }
      figures.stored += Math.min(found.rows, 1);
      if (submission.keptMidSend) figures.keptMidSend++;
      if (submission.outcome === 'refused') figures.refused++;
      else if (submission.outcome === 'confirmed') {
        figures.submissions++;
        if (found.rows === 0) {
          figures.lost++;
          this.problems.push(`${label} was never stored`);
        }
      }
      if (submission.kind === 'application' && found.rows > 0) {
        const expected = sha256(submission.pdf);
        if (found.resumes.some((sha) => sha !== expected))
          this.problems.push(
            `${label}: the stored resume is not the file sent (${found.resumes.join(', ')})`,
          );
      }
    }
    const page = await this.device.activePage();
    const left = await readDeviceOutbox(page);
    const refusedHere = new Set(
      this.submissions.filter((s) => s.outcome === 'refused').map((s) => s.name),
    );
    for (const item of left) {
      if (item.status === 'refused' && !refusedHere.has(item.name)) figures.refused++;
      else if (item.status !== 'refused')
        this.problems.push(`the device still holds ${describeItem(item)}`);
    }
    await this.checkVisibleQueue('after settling');
  }
}

/** Runs one sequence; its figures are added to `figures`. */
async function runSequence(options: LaneOptions, index: number, figures: SoakFigures) {
  const random = sequenceRandom(options.seed, index);
  const steps = generateSequence(random);
  const started = Date.now();
  const names = steps.map(describeStep);
  if (!options.server.running) await options.server.start();
  const device = await Device.open(options.browser, options.server.url);
  const run = new SequenceRun(options, index, device, random);
  const timings: string[] = [`open ${Date.now() - started}`];
  try {
    for (const [i, step] of steps.entries()) {
      try {
        const t = Date.now();
        await run.step(step);
        timings.push(`${names[i]} ${Date.now() - t}`);
      } catch (error) {
        run.problems.push(
          `step ${i + 1} (${names[i]}) failed: ${(error as Error).message.split('\n')[0]}`,
        );
        break;
      }
      await run.checkVisibleQueue(`after step ${i + 1} (${names[i]})`);
    }
    const t = Date.now();
    const settled = await run.settle();
    timings.push(`settle ${Date.now() - t}`);
    if (options.verbose) run.notes.push(`ms: ${timings.join(', ')}`);
    if (settled?.by === 'reload')
      run.problems.push('delivered only after a reload: «Отправить сейчас» did not deliver');
    if (settled) {
      figures.settledBy[settled.by]++;
      figures.slowestSettleMs = Math.max(figures.slowestSettleMs, settled.ms);
    } else {
      run.problems.push(`still undelivered ${SETTLE_BOUND_MS / 1000} s after settling`);
    }
    await run.check(figures);
  } catch (error) {
    run.problems.push(`the sequence broke: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await device.close().catch(() => undefined);
  }
  figures.sequences++;
  figures.steps += steps.length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const verdict = run.problems.length === 0 ? 'ok' : 'FAILED';
  options.log?.(`#${index} ${verdict} ${seconds} s: ${names.join(' → ')}`);
  for (const note of run.notes) options.log?.(`   note: ${note}`);
  if (run.problems.length > 0) {
    figures.failures.push({ seed: options.seed, index, steps: names, problems: run.problems });
    for (const problem of run.problems) options.log?.(`   ${problem}`);
  }
}

export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const { servers, ...shared } = options;
  const figures = emptyFigures();
  figures.lanes = servers.length;
  const started = Date.now();
  const queue =
    options.only === undefined ? Array.from({ length: options.runs }, (_, i) => i) : [options.only];
  const lane = async (server: RunningServer) => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) return;
      await runSequence({ ...shared, server }, index, figures);
    }
  };
  await Promise.all(servers.map(lane));
  figures.failures.sort((a, b) => a.index - b.index);
  figures.elapsedMs = Date.now() - started;
  return figures;
}
