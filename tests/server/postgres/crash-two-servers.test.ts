/**
 * Two app servers on one PostgreSQL (issue 18), taking one stream of contact requests and
 * applications by turns, as behind a load balancer; one of them is killed with SIGKILL at seeded
 * random points (the other keeps serving) and restarted. The client acts like the device's outbox
 * (crash-harness.ts). After the last life the database is read: every acknowledged request is
 * stored exactly once with its lead, every acknowledged resume is there with its sha256.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readServerConfig } from '../../../server/config';
import { openConfiguredDatabase } from '../../../server/db/database';
import {
  bundleServer,
  freePort,
  KILLS,
  makeItems,
  round,
  SEED,
  ServerProcess,
  sha256,
} from '../crash/crash-harness';
import { seeded } from '../../soak/random';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/postgres-databases';

describe('two servers on one PostgreSQL, one killed at random points', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-crash-pg-'));
  const adminUrl = inject('postgresAdminUrl');
  let entry = '';
  let name = '';
  beforeAll(async () => {
    entry = await bundleServer();
    name = await createDatabase(adminUrl);
  });
  afterAll(async () => {
    if (name) await dropDatabase(adminUrl, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (entry) fs.rmSync(entry, { force: true });
  });

  it('loses nothing acknowledged and stores nothing twice', async () => {
    const env = { DATABASE_URL: databaseUrl(adminUrl, name) };
    // Each server has a DATA_DIR of its own: resumes live in the database (issue 18).
    const a = new ServerProcess(entry, await freePort(), path.join(dataDir, 'a'), env);
    const b = new ServerProcess(entry, await freePort(), path.join(dataDir, 'b'), env);
    const items = makeItems();
    const refusals: string[] = [];
    const random = seeded(SEED + 2);
    try {
      await a.start();
      await b.start();
      for (let life = 0; life <= KILLS; life++) {
        const victim = life % 2 === 0 ? a : b;
        if (life === KILLS) {
          for (let pass = 0; pass < 20 && items.some((item) => !item.acked); pass++) {
            await round([a, b], items, refusals, null);
          }
          break;
        }
        const killAt = {
          sends: 3 + Math.floor(random() * 14),
          jitterMs: Math.floor(random() * 10),
          victim,
        };
        await round([a, b], items, refusals, killAt);
        await victim.killAndWait();
        for (const server of [a, b]) {
          if (server.unexpectedExit) throw new Error(`server exited: ${server.unexpectedExit}`);
        }
        await victim.start();
      }
    } catch (error) {
      throw new Error(`${String(error)}\nA:\n${a.output.join('\n')}\nB:\n${b.output.join('\n')}`);
    } finally {
      await a.killAndWait();
      await b.killAndWait();
    }

    expect(refusals).toEqual([]);
    expect(items.filter((item) => !item.acked)).toEqual([]);
    expect(items.some((item) => item.sends > 1)).toBe(true); // some were resent after a kill

    const database = openConfiguredDatabase(
      readServerConfig({ DATA_DIR: dataDir, ...env, JWT_SECRET: 'cd'.repeat(32) }),
    );
    try {
      const { db } = database;
      const stored = new Map<string, number>();
      for (const table of ['contact_request', 'application'] as const) {
        const rows = await db
          .selectFrom(table)
          .select((eb) => ['request_id', eb.fn.countAll().as('n')])
          .groupBy('request_id')
          .execute();
        for (const row of rows) stored.set(row.request_id, Number(row.n));
      }
      // Exactly the acknowledged items, each once: nothing lost, nothing twice, nothing else.
      expect([...stored.values()].filter((n) => n !== 1)).toEqual([]);
      expect([...stored.keys()].sort()).toEqual(items.map((item) => item.requestId).sort());
      expect(
        Number(
          (
            await db
              .selectFrom('lead')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(items.length);

      for (const item of items) {
        if (item.kind !== 'application') continue;
        const resume = await db
          .selectFrom('application')
          .innerJoin('upload', 'upload.app_id', 'application.app_id')
          .leftJoin('upload_content', 'upload_content.upload_id', 'upload.id')
          .select(['upload.status', 'upload.sha256', 'upload_content.bytes'])
          .where('application.request_id', '=', item.requestId)
          .executeTakeFirst();
        const expected = sha256(item.pdf!);
        expect(resume).toMatchObject({ status: 'stored', sha256: expected });
        // The bytes themselves, in the database both servers share, as they were sent.
        expect(resume!.bytes && sha256(Buffer.from(resume!.bytes))).toBe(expected);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
