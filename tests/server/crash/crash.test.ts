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
import {
  bundleServer,
  freePort,
  KILLS,
  makeItems,
  round,
  SEED,
  ServerProcess,
  sha256,
} from './crash-harness';
import { seeded } from '../../soak/random';

describe('crash: SIGKILL at random points while requests and applications stream in', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-crash-'));
  let entry = '';
  beforeAll(async () => {
    // The production build's server bundle (scripts/build.ts), without the client.
    entry = await bundleServer();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(entry, { force: true });
  });

  it('keeps every acknowledged request exactly once, with its resume, and a sound database', async () => {
    const server = new ServerProcess(entry, await freePort(), dataDir);
    const items = makeItems();
    const refusals: string[] = [];
    const random = seeded(SEED);
    let kills = 0;
    try {
      for (let life = 0; life <= KILLS; life++) {
        await server.start();
        const last = life === KILLS;
        const killAt = last
          ? null
          : { sends: 3 + Math.floor(random() * 14), jitterMs: Math.floor(random() * 10) };
        await round(server, items, refusals, killAt);
        // The last life sends until everything is acknowledged (a worker leaves when the items
        // left are in flight elsewhere; one that then fails is picked up by the next pass).
        for (let pass = 0; last && pass < 20 && items.some((item) => !item.acked); pass++) {
          await round(server, items, refusals, null);
        }
        // Let no single life stall the test: each round ends by the kill or with nothing left.
        await server.killAndWait();
        kills += 1;
        if (server.unexpectedExit) throw new Error(`server exited: ${server.unexpectedExit}`);
      }
    } catch (error) {
      await server.killAndWait();
      throw new Error(`${String(error)}\nserver output:\n${server.output.join('\n')}`);
    }

    expect(refusals).toEqual([]);
    expect(kills).toBe(KILLS + 1);
    expect(items.filter((item) => !item.acked)).toEqual([]);
    expect(items.some((item) => item.sends > 1)).toBe(true); // some were resent after a kill

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
      const stored = new Map([...contacts, ...applications].map((row) => [row.requestId, row.n]));
      // Exactly the acknowledged items, each once: nothing lost, nothing twice, nothing else.
      expect([...stored.values()].filter((n) => n !== 1)).toEqual([]);
      expect([...stored.keys()].sort()).toEqual(items.map((item) => item.requestId).sort());

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
        const resume = resumeOf.get(item.requestId) as
          { status: string; sha256: string; bytes: Buffer | null } | undefined;
        const expected = sha256(item.pdf!);
        expect(resume).toMatchObject({ status: 'stored', sha256: expected });
        // The bytes themselves, in the database (issue 18), as they were sent.
        expect(resume!.bytes && sha256(resume!.bytes)).toBe(expected);
      }
      // Nothing is kept on the server's disk beside the database.
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      db.close();
    }
  }, 180_000);
});
