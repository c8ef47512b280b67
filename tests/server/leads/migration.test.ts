import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteHandle } from '../../../server/db/database';
import { migrateToLatest, migrationProvider } from '../../../server/db/migrate';

describe('the leads migration on a database that already holds requests', () => {
  let dir: string;
  let database: SqliteHandle;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-migrate-'));
    database = openDatabase(path.join(dir, 'kub.sqlite'));
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('files every stored request and application as a lead, in the order received, searchable', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('2026-11-21-0003-accounts');
    expect(before.error).toBeUndefined();
    const { sqlite } = database;
    const contact = sqlite.prepare(
      `INSERT INTO contact_request (request_id, payload_hash, name, email, phone, option, message, page, created_at)
       VALUES (?, 'h', ?, 'a@b.ru', '+7 (911) 123-45-67', 'Проектирование', 'Текст', '/', ?)`,
    );
    contact.run('r1', 'Третий Клиент', '2026-11-03T10:00:00.000Z');
    contact.run('r2', 'Первый Клиент', '2026-11-01T10:00:00.000Z');
    sqlite
      .prepare(
        `INSERT INTO application (request_id, payload_hash, name, email, phone, option, message, page, created_at)
         VALUES ('r3', 'h', 'Алёна Вторая', 'c@d.ru', '89001234567', 'Новая анкета', 'Анкета', '/pro', '2026-11-02T10:00:00.000Z')`,
      )
      .run();

    await migrateToLatest(database.db);

    const leads = sqlite
      .prepare('SELECT id, kind, status, created_at FROM lead ORDER BY id')
      .all() as { id: number; kind: string; status: string; created_at: string }[];
    expect(leads.map((lead) => [lead.kind, lead.status, lead.created_at])).toEqual([
      ['contact', 'new', '2026-11-01T10:00:00.000Z'],
      ['application', 'new', '2026-11-02T10:00:00.000Z'],
      ['contact', 'new', '2026-11-03T10:00:00.000Z'],
    ]);
    const found = sqlite
      .prepare(`SELECT rowid AS id FROM lead_search WHERE lead_search MATCH '"алена"*'`)
      .all();
    expect(found).toEqual([{ id: leads[1]!.id }]);
    const events = sqlite
      .prepare("SELECT count(*) AS n FROM lead_event WHERE type = 'created'")
      .get();
    expect(events).toEqual({ n: 3 });
    expect(sqlite.prepare('SELECT count(*) AS n FROM notification').get()).toEqual({ n: 0 });
  });
});
