import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validContact } from '../forms/contact-fixtures';
import type { TestApp } from '../helpers';
import { backup, buildServerLikeApp, restore, tempDir, withDatabase } from './backup-fixtures';

/** Counts events; `reached(n)` resolves once n have happened (no polling, no sleeps). */
function counter() {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    get count() {
      return count;
    },
    bump() {
      count += 1;
      for (const waiter of waiting.filter((w) => w.n <= count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    reached(n: number): Promise<void> {
      return n <= count
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiting.push({ n, resolve });
          });
    },
  };
}

const WORKERS = 4;
/** Bounds the load: no worker sends more than this, whatever happens. */
const MAX_PER_WORKER = 3000;

describe('a backup taken under load', () => {
  let t: TestApp | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await t?.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores with every request acknowledged before the backup started, exactly once', async () => {
    t = await buildServerLikeApp({ formsRateLimitPerMinute: 1_000_000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const outDir = tempDir('kub-backups-');
    const targetDir = tempDir('kub-restore-');
    dirs.push(outDir, targetDir);
    const archive = path.join(outDir, 'under-load.tar');

    let phase: 'before' | 'during' | 'after' = 'before';
    let stop = false;
    const sent = new Set<string>();
    const ackedBefore: string[] = [];
    let sentDuring = 0;
    const sentAfter = new Set<string>();
    const acksBefore = counter();
    const acksAfter = counter();

    const worker = async () => {
      for (let i = 0; i < MAX_PER_WORKER && !stop; i++) {
        const requestId = randomUUID();
        sent.add(requestId);
        if (phase === 'during') sentDuring += 1;
        if (phase === 'after') sentAfter.add(requestId);
        const res = await fetch(`${address}/api/forms`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ ...validContact(), requestId }),
        });
        const body = (await res.json()) as { ok?: boolean; id?: string };
        if (res.status !== 200 || body.ok !== true || body.id !== requestId) {
          throw new Error(`unexpected reply ${res.status}: ${JSON.stringify(body)}`);
        }
        // The reply is in hand: it counts as acknowledged in the phase it arrived in.
        if (phase === 'before') {
          ackedBefore.push(requestId);
          acksBefore.bump();
        } else if (phase === 'after') {
          acksAfter.bump();
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    const loadEnded = load.then(() => {
      throw new Error('the load ended before the test was done with it');
    });

    await Promise.race([acksBefore.reached(100), loadEnded]);
    phase = 'during';
    const made = await backup(t.dataDir, '--to', archive);
    phase = 'after';
    // Requests were still being answered after the backup: the load ran through it.
    await Promise.race([acksAfter.reached(20), loadEnded]);
    stop = true;
    await load;

    expect(made).toMatchObject({ code: 0, err: [] });
    expect(sentDuring).toBeGreaterThan(0);
    expect(ackedBefore.length).toBeGreaterThanOrEqual(100);

    const restored = await restore(targetDir, archive);
    expect(restored).toMatchObject({ code: 0, err: [] });
    const ids = withDatabase(targetDir, (sqlite) => {
      expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      return (
        sqlite.prepare('SELECT request_id FROM contact_request').all() as { request_id: string }[]
      ).map((row) => row.request_id);
    });
    const times = new Map<string, number>();
    for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1);
    const missing = ackedBefore.filter((id) => times.get(id) !== 1);
    expect(missing).toEqual([]);
    expect(ids.filter((id) => !sent.has(id))).toEqual([]);
    // Nothing sent after the backup had finished can be in it.
    expect(sentAfter.size).toBeGreaterThan(0);
    expect(ids.filter((id) => sentAfter.has(id))).toEqual([]);
  }, 60_000);
});
