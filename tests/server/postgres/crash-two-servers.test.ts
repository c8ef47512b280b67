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
import * as crash from '../crash/crash-harness';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/postgres-databases';

describe('two servers on one PostgreSQL, one killed at random points', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-crash-pg-'));
  const adminUrl = inject('postgresAdminUrl');
  let entry = '';
  let name = '';
  beforeAll(async () => {
    entry = await crash.bundleServer();
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
    const a = new crash.ServerProcess(entry, await crash.freePort(), path.join(dataDir, 'a'), env);
    const b = new crash.ServerProcess(entry, await crash.freePort(), path.join(dataDir, 'b'), env);
    const { items, refusals, kills } = await crash.killAtRandom([a, b], crash.SEED + 2);

    crash.expectAllAcknowledged(items, refusals);
    expect(kills).toBe(crash.KILLS);

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
      crash.expectStoredOnce(stored, items);
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
        // The bytes themselves, in the database both servers share.
        crash.expectStoredResume(item, resume);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
