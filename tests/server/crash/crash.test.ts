/**
 * Crash test (issue 16): the real server in a child process takes a stream of contact requests and
 * applications with a small PDF resume over HTTP on 127.0.0.1 and is killed with SIGKILL at random
 * points, again and again, restarted each time on the same DATA_DIR (crash-harness.ts). After the
 * last kill the database is opened directly: every acknowledged request is stored exactly once,
 * every acknowledged application's resume is on disk with its sha256, nothing is stored twice, and
 * `PRAGMA integrity_check` is ok. The same harness drives two servers on one PostgreSQL
 * (tests/server/postgres/crash-two-servers.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as crash from './crash-harness';

describe('crash: SIGKILL at random points while requests and applications stream in', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-crash-'));
  let entry = '';
  beforeAll(async () => {
    // The production build's server bundle (scripts/build.ts), without the client.
    entry = await crash.bundleServer();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(entry, { force: true });
  });

  it('keeps every acknowledged request exactly once, with its resume, and a sound database', async () => {
    const server = new crash.ServerProcess(entry, await crash.freePort(), dataDir);
    const { items, refusals, kills } = await crash.killAtRandom([server], crash.SEED);

    crash.expectAllAcknowledged(items, refusals);
    expect(kills).toBe(crash.KILLS);

    const db = new Database(path.join(dataDir, 'kub.sqlite'), { readonly: false });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);

      const contacts = db
        .prepare(
          'SELECT request_id AS requestId, count(*) AS n FROM contact_request GROUP BY request_id',
        )
        .all() as { requestId: string; n: number }[];
      const applications = db
        .prepare(
          'SELECT request_id AS requestId, count(*) AS n FROM application GROUP BY request_id',
        )
        .all() as { requestId: string; n: number }[];
      crash.expectStoredOnce(
        new Map([...contacts, ...applications].map((row) => [row.requestId, row.n])),
        items,
      );

      const leadsOf = db.prepare(
        `SELECT count(*) AS n FROM lead
         WHERE contact_request_id = (SELECT id FROM contact_request WHERE request_id = ?)
            OR application_id = (SELECT id FROM application WHERE request_id = ?)`,
      );
      const resumeOf = db.prepare(
        `SELECT upload.status, upload.sha256, upload_content.bytes
         FROM application JOIN upload ON upload.app_id = application.app_id
         LEFT JOIN upload_content ON upload_content.upload_id = upload.id
         WHERE application.request_id = ?`,
      );
      for (const item of items) {
        expect((leadsOf.get(item.requestId, item.requestId) as { n: number }).n).toBe(1);
        if (item.kind !== 'application') continue;
        // The bytes themselves are in the database (issue 18).
        crash.expectStoredResume(
          item,
          resumeOf.get(item.requestId) as
            { status: string; sha256: string; bytes: Buffer | null } | undefined,
        );
      }
      // Nothing is kept on the server's disk beside the database.
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      db.close();
    }
  }, 180_000);
});
