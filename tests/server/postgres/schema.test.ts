import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationProvider } from '../../../server/db/migrate';
import { matchExpression } from '../../../server/modules/leads/lead-filter';
import { ENGINES, openTestDatabase, type TestDatabase } from './engines';
import { builtPerSuite } from '../built-per-test';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('the migrations on PostgreSQL', () => {
  const open: Partial<Record<(typeof ENGINES)[number], TestDatabase>> = {};
  const postgres = () => open.postgres!.database.db;
  beforeAll(async () => {
    for (const engine of ENGINES) open[engine] = await openTestDatabase(engine);
  });
  afterAll(async () => {
    for (const engine of ENGINES) await open[engine]?.close();
  });

  it('make the same tables and columns as on SQLite', async () => {
    const shape = async (engine: (typeof ENGINES)[number]) =>
      (await open[engine]!.database.db.introspection.getTables())
        .map((table) => [table.name, table.columns.map((column) => column.name).sort()] as const)
        .sort(([a], [b]) => a.localeCompare(b));
    // SQLite's FTS5 table keeps its index in shadow tables and its key in the implicit rowid;
    // PostgreSQL's is a table with the key and the indexed words (a generated tsvector).
    const sqliteTables = (await shape('sqlite')).filter(
      ([name]) => !name.startsWith('lead_search_'),
    );
    const postgresTables = (await shape('postgres')).map(([name, columns]) =>
      name === 'lead_search'
        ? ([name, columns.filter((column) => column === 'body')] as const)
        : ([name, columns] as const),
    );
    expect(postgresTables).toEqual(sqliteTables);
  });

  it('give PostgreSQL identity keys, bigint epoch times, citext e-mail and ISO text times', async () => {
    const columns = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_identity: string;
    }>`SELECT table_name, column_name, data_type, udt_name, is_identity
       FROM information_schema.columns WHERE table_schema = 'public'`.execute(postgres());
    const column = (table: string, name: string) =>
      columns.rows.find((row) => row.table_name === table && row.column_name === name);
    for (const table of [
      'contact_request',
      'upload',
      'application',
      'lead',
      'lead_event',
      'notification',
    ]) {
      expect(column(table, 'id')).toMatchObject({ data_type: 'integer', is_identity: 'YES' });
    }
    for (const [table, name] of [
      ['upload', 'expires_at'],
      ['upload', 'completed_at'],
      ['notification', 'next_attempt_at'],
      ['notification', 'lease_until'],
    ] as const) {
      expect(column(table, name)?.data_type).toBe('bigint');
    }
    expect(column('users', 'email')?.udt_name).toBe('citext');
    expect(column('upload_content', 'bytes')?.data_type).toBe('bytea');
    expect(column('lead', 'created_at')?.data_type).toBe('text');
    expect(column('lead_search', 'words')?.data_type).toBe('tsvector');
  });

  it('default times to the ISO text the app writes, and return keys and numbers as on SQLite', async () => {
    for (const engine of ENGINES) {
      const { db } = open[engine]!.database;
      const { id } = await db
        .insertInto('contact_request')
        .values({
          request_id: `defaults-${engine}`,
          payload_hash: 'h',
          name: 'Иван',
          email: 'ivan@example.ru',
          phone: '',
          option: 'Проектирование',
          message: 'Текст',
          page: '/',
          estimate: null,
          created_at: '2026-11-25T12:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(typeof id).toBe('number');

      const expiresAt = Date.parse('2026-11-25T12:00:00.000Z');
      await db
        .insertInto('upload')
        .values({
          app_id: `app-${engine}`,
          token_hash: `token-${engine}`,
          status: 'pending',
          file_name: 'cv.pdf',
          declared_type: 'application/pdf',
          declared_size: 10 * 1024 * 1024,
          declared_kind: 'pdf',
          expires_at: expiresAt,
          stored_name: null,
          size: null,
          sha256: null,
          detected_type: null,
          completed_at: null,
        })
        .execute();
      const upload = await db
        .selectFrom('upload')
        .select(['expires_at', 'created_at', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['expires_at', 'created_at'])
        .executeTakeFirstOrThrow();
      expect(upload).toEqual({
        expires_at: expiresAt,
        created_at: expect.stringMatching(ISO),
        n: 1,
      });
      expect(Math.abs(Date.parse(upload.created_at) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('keep e-mail unique without regard to case, and find it by any case', async () => {
    const db = postgres();
    const user = (id: string, email: string) =>
      db
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: 'x',
          name: 'Анна',
          username: id,
          phone: '',
          group_code: 'user',
          role: 'user',
          city: '',
          about: '',
          email_opt_in: 0,
          is_admin: 0,
          avatar: null,
          created_at: '2026-11-25T12:00:00.000Z',
          updated_at: '2026-11-25T12:00:00.000Z',
        })
        .execute();
    await user('u1', 'Anna@Example.ru');
    await expect(user('u2', 'anna@example.RU')).rejects.toMatchObject({ code: '23505' });
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ANNA@example.ru')
      .execute();
    expect(found).toEqual([{ id: 'u1' }]);
  });

  it('remove a lead’s search entry with the lead', async () => {
    const db = postgres();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('lead_search')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const { id } = await db
      .selectFrom('contact_request')
      .select('id')
      .where('request_id', '=', 'defaults-postgres')
      .executeTakeFirstOrThrow();
    const lead = await db
      .insertInto('lead')
      .values({
        kind: 'contact',
        contact_request_id: id,
        application_id: null,
        status: 'new',
        spam_reason: null,
        assignee_id: null,
        created_at: '2026-11-25T12:00:00.000Z',
        updated_at: '2026-11-25T12:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('lead_search').values({ rowid: lead.id, body: 'иван' }).execute();
    expect(await count()).toBe(1);
    await db.deleteFrom('lead').where('id', '=', lead.id).execute();
    expect(await count()).toBe(0);
  });
});

describe('the leads migration on a PostgreSQL database that already holds requests', () => {
  const t = builtPerSuite(() => openTestDatabase('postgres', false));

  it('files every stored request and application as a lead, in the order received, searchable', async () => {
    const { db } = t.database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('2026-11-21-0003-accounts')).error).toBeUndefined();
    const submission = (requestId: string, name: string, phone: string, at: string) => ({
      request_id: requestId,
      payload_hash: 'h',
      name,
      email: 'a@b.ru',
      phone,
      option: 'Проектирование',
      message: 'Текст',
      page: '/',
      created_at: at,
    });
    await db
      .insertInto('contact_request')
      .values([
        submission('r1', 'Третий Клиент', '+7 (911) 123-45-67', '2026-11-03T10:00:00.000Z'),
        submission('r2', 'Первый Клиент', '+7 (911) 123-45-67', '2026-11-01T10:00:00.000Z'),
      ])
      .execute();
    await db
      .insertInto('application')
      .values({
        ...submission('r3', 'Алёна Вторая', '89001234567', '2026-11-02T10:00:00.000Z'),
        app_id: null,
      })
      .execute();

    await migrateToLatest(db);

    const leads = await db
      .selectFrom('lead')
      .select(['id', 'kind', 'status', 'created_at'])
      .orderBy('id')
      .execute();
    expect(leads.map((lead) => [lead.kind, lead.status, lead.created_at])).toEqual([
      ['contact', 'new', '2026-11-01T10:00:00.000Z'],
      ['application', 'new', '2026-11-02T10:00:00.000Z'],
      ['contact', 'new', '2026-11-03T10:00:00.000Z'],
    ]);
    const found = await db
      .selectFrom('lead_search')
      .select('rowid')
      .where(matchExpression(db, ['алена']))
      .execute();
    expect(found).toEqual([{ rowid: leads[1]!.id }]);
    const events = await db
      .selectFrom('lead_event')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'created')
      .executeTakeFirstOrThrow();
    expect(events).toEqual({ n: 3 });
    // New rows after the backfill take the next keys (the identity sequences moved on).
    const next = await db
      .insertInto('contact_request')
      .values(submission('r4', 'Четвёртый', '', '2026-11-04T10:00:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(3);
  });
});
