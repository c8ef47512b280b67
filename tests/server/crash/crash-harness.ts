/**
 * The crash tests' harness (issue 16): the real server in child processes, a stream of contact
 * requests and applications with a small PDF resume over HTTP on 127.0.0.1, and SIGKILL at seeded
 * random points. The client behaves like the device's outbox: an item leaves only when the server
 * said ok; anything unacknowledged is sent again with the same request id (an application restarts
 * from the upload unless its PUT was acknowledged).
 *
 * The child is `node <bundle>`: server/main.ts bundled by esbuild exactly as `npm run build` makes
 * dist-server/main.js (packages external), written under node_modules/.cache so the packages
 * resolve; API only (STATIC_DIR=''). Bundling takes well under a second, where `npm run build`
 * (client and prerendering too) takes minutes and tsx would compile the server at every restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { expect } from 'vitest';
import { validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import { minimalPdf, PDF_TYPE } from '../uploads/fixtures';
import { freePort } from '../../support/free-port';
import { seeded } from '../../soak/random';

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const KILLS = 8;
export const CONTACTS = 48;
export const APPLICATIONS = 12;
export const CONCURRENCY = 6;
export const SEED = 16;

export interface Item {
  kind: 'contact' | 'application';
  requestId: string;
  body: Record<string, unknown>;
  /** The application's resume: its own bytes, so each sha256 differs. */
  pdf?: Buffer;
  /** Set once the server acknowledged the PUT (201): resends skip the upload. */
  appId?: string;
  acked: boolean;
  sends: number;
}

function uniquePdf(index: number): Buffer {
  return Buffer.concat([minimalPdf(), Buffer.from(`%resume ${index}\n`, 'latin1')]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The server as a child process on a fixed port and data directory. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** The last lines the server wrote, shown when something fails. */
  output: string[] = [];
  unexpectedExit: string | null = null;

  constructor(
    private readonly entry: string,
    private readonly port: number,
    private readonly dataDir: string,
    /** More environment (PostgreSQL: DATABASE_URL). */
    private readonly env: Record<string, string> = {},
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: this.dataDir,
        STATIC_DIR: '',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'cd'.repeat(32),
        // The whole stream comes from one address: the per-address limits are not under test.
        FORMS_RATE_LIMIT: '1000000',
        UPLOADS_RATE_LIMIT: '1000000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output = this.output.slice(-40);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        if (signal !== 'SIGKILL') this.unexpectedExit = `exit code ${code}, signal ${signal}`;
        resolve();
      });
    });
    await this.waitHealthy();
  }

  /** Polls /api/health until it answers 200 (bounded: 30 s). */
  private async waitHealthy(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.unexpectedExit) throw new Error(`server exited: ${this.unexpectedExit}`);
      try {
        const res = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(1_000) });
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
      await new Promise<void>((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`server did not become healthy:\n${this.output.join('\n')}`);
  }

  kill(): void {
    this.child?.kill('SIGKILL');
  }

  async killAndWait(): Promise<void> {
    this.kill();
    await this.exited;
    this.child = null;
  }
}

type Sent = { ok: true; json: Record<string, unknown> } | { ok: false; reason: string };

/** One HTTP call; anything but the expected status with a JSON body is "not acknowledged". */
async function call(
  url: string,
  init: RequestInit,
  expected: number,
  refusals: string[],
): Promise<Sent> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    return { ok: false, reason: `network: ${String(error)}` };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    return { ok: false, reason: `network (body): ${String(error)}` };
  }
  if (res.status !== expected) {
    // A refusal is a real answer, not a crash: it must not happen to a valid request.
    refusals.push(`${init.method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    return { ok: false, reason: `status ${res.status}` };
  }
  try {
    return { ok: true, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { ok: false, reason: 'body cut' };
  }
}

/** Sends one outbox item the way the device does; true when the server acknowledged it. */
async function sendItem(base: string, item: Item, refusals: string[]): Promise<boolean> {
  item.sends += 1;
  const textPlain = { 'content-type': 'text/plain;charset=UTF-8' };
  if (item.kind === 'application' && item.pdf && item.appId === undefined) {
    const prepared = await call(
      `${base}/api/forms`,
      {
        method: 'POST',
        headers: textPlain,
        body: JSON.stringify({
          intent: 'disk.prepareUpload',
          fileName: 'резюме.pdf',
          fileSize: item.pdf.length,
          fileType: PDF_TYPE,
        }),
      },
      200,
      refusals,
    );
    if (!prepared.ok) return false;
    const put = await call(
      `${base}${String(prepared.json.uploadUrl)}`,
      { method: 'PUT', headers: { 'content-type': PDF_TYPE }, body: new Uint8Array(item.pdf) },
      201,
      refusals,
    );
    if (!put.ok) return false;
    item.appId = String(prepared.json.appId);
  }
  const body =
    item.kind === 'application' && item.pdf
      ? {
          ...item.body,
          appId: item.appId,
          file: {
            name: 'резюме.pdf',
            type: PDF_TYPE,
            size: item.pdf.length,
            diskPath: `resumes/${item.appId}`,
          },
        }
      : item.body;
  const sent = await call(
    `${base}/api/forms`,
    {
      method: 'POST',
      headers: textPlain,
      body: JSON.stringify({ ...body, requestId: item.requestId }),
    },
    200,
    refusals,
  );
  if (!sent.ok) return false;
  if (sent.json.ok !== true || sent.json.id !== item.requestId) {
    refusals.push(`unexpected ok body for ${item.requestId}: ${JSON.stringify(sent.json)}`);
    return false;
  }
  return true;
}

export function makeItems(): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < CONTACTS; i++) {
    items.push({
      kind: 'contact',
      requestId: randomUUID(),
      body: { ...validContact(), message: `Заявка №${i}: нужно подключить склад.`, fillMs: 45_000 },
      acked: false,
      sends: 0,
    });
  }
  for (let i = 0; i < APPLICATIONS; i++) {
    items.push({
      kind: 'application',
      requestId: randomUUID(),
      body: {
        ...validApplication(),
        message: `Анкета №${i}\nДолжность: электромонтажник`,
        fillMs: 45_000,
      },
      pdf: uniquePdf(i),
      acked: false,
      sends: 0,
    });
  }
  // Interleave applications among the contact requests.
  const random = seeded(SEED + 1);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * One life of the server: workers send pending items; with `killAt`, the server is killed a seeded
 * few milliseconds after that many sends have started (sending goes on until then), and the round
 * ends when every send in flight has settled.
 */
export async function round(
  servers: ServerProcess | readonly ServerProcess[],
  items: Item[],
  refusals: string[],
  killAt: { sends: number; jitterMs: number; victim?: ServerProcess } | null,
): Promise<{ sends: number; acked: number }> {
  // With several servers (one database), the sends take turns between them, as behind a balancer.
  const targets = Array.isArray(servers) ? servers : [servers as ServerProcess];
  let started = 0;
  let acked = 0;
  let stop = false;
  const busy = new Set<Item>();
  const worker = async () => {
    while (!stop) {
      const item = items.find((candidate) => !candidate.acked && !busy.has(candidate));
      if (!item) return;
      busy.add(item);
      started += 1;
      if (killAt && started === killAt.sends) {
        // Senders keep going until the kill itself, so it always lands on requests in flight.
        setTimeout(() => {
          stop = true;
          (killAt.victim ?? targets[0]!).kill();
        }, killAt.jitterMs);
      }
      try {
        const target = targets[started % targets.length]!;
        if (await sendItem(target.base, item, refusals)) {
          item.acked = true;
          acked += 1;
        }
      } finally {
        busy.delete(item);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sends: started, acked };
}

/** Where each life's kill lands, seeded: after 3 to 16 sends have started, 0 to 9 ms later. */
function killPoints(seed: number): () => { sends: number; jitterMs: number } {
  const random = seeded(seed);
  return () => ({ sends: 3 + Math.floor(random() * 14), jitterMs: Math.floor(random() * 10) });
}

function throwOnUnexpectedExit(servers: readonly ServerProcess[]): void {
  for (const server of servers) {
    if (server.unexpectedExit) throw new Error(`server exited: ${server.unexpectedExit}`);
  }
}

/**
 * Streams the items (makeItems) at the servers through KILLS lives, each ended by killing one of
 * them (by turns) at a seeded point while sends are in flight and starting it again; the others
 * keep serving. The last life sends until everything is acknowledged (a worker leaves when the
 * items left are in flight elsewhere; one that then fails is picked up by the next pass, at most
 * 20). Every server is killed at the end, so the database is read as a crash leaves it. A failure
 * carries the servers' last output.
 */
export async function killAtRandom(
  servers: readonly ServerProcess[],
  seed: number,
): Promise<{ items: Item[]; refusals: string[]; kills: number }> {
  const items = makeItems();
  const refusals: string[] = [];
  const nextKill = killPoints(seed);
  let kills = 0;
  try {
    for (const server of servers) await server.start();
    for (let life = 0; life < KILLS; life++) {
      const victim = servers[life % servers.length]!;
      await round(servers, items, refusals, { ...nextKill(), victim });
      await victim.killAndWait();
      kills += 1;
      throwOnUnexpectedExit(servers);
      await victim.start();
    }
    for (let pass = 0; pass < 20 && items.some((item) => !item.acked); pass++) {
      await round(servers, items, refusals, null);
    }
    throwOnUnexpectedExit(servers);
  } catch (error) {
    const outputs = servers.map((server, i) => `server ${i + 1}:\n${server.output.join('\n')}`);
    throw new Error(`${String(error)}\n${outputs.join('\n')}`);
  } finally {
    for (const server of servers) await server.killAndWait();
  }
  return { items, refusals, kills };
}

/** What the client saw: nothing refused, every item acknowledged, some resent after a kill. */
export function expectAllAcknowledged(items: Item[], refusals: string[]): void {
  expect(refusals).toEqual([]);
  expect(items.filter((item) => !item.acked)).toEqual([]);
  expect(items.some((item) => item.sends > 1)).toBe(true);
}

/**
 * What the database holds, by request id (`stored`: how many rows each has): exactly the
 * acknowledged items, each once: nothing lost, nothing twice, nothing else.
 */
export function expectStoredOnce(stored: Map<string, number>, items: Item[]): void {
  expect([...stored.values()].filter((n) => n !== 1)).toEqual([]);
  expect([...stored.keys()].sort()).toEqual(items.map((item) => item.requestId).sort());
}

/** An application's resume as stored: complete, with the bytes themselves as they were sent. */
export function expectStoredResume(
  item: Item,
  resume: { status: string; sha256: string | null; bytes: Uint8Array | null } | undefined,
): void {
  const expected = sha256(item.pdf!);
  expect(resume).toMatchObject({ status: 'stored', sha256: expected });
  expect(resume!.bytes && sha256(Buffer.from(resume!.bytes))).toBe(expected);
}

/** Bundles server/main.ts as `npm run build` makes dist-server/main.js; returns the file. */
export async function bundleServer(): Promise<string> {
  const entry = path.join(ROOT, 'node_modules/.cache/kub-crash-test', `main-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return entry;
}
