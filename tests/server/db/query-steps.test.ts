import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  insertedIdOf,
  preparedQuery,
  rowsOf,
  runSteps,
  runStepsSync,
  type QuerySteps,
} from '../../../server/db/query-steps';
import { isSqlite } from '../../../server/db/transaction';
import { buildTestApp } from '../helpers';
import { builtPerSuite } from '../built-per-test';

describe('a prepared query', () => {
  const t = builtPerSuite(buildTestApp);

  const eventsOf = preparedQuery((db, p: (name: 'leadId') => never) =>
    db.selectFrom('lead_event').select('type').where('lead_id', '=', p('leadId')),
  );

  it('is compiled once and runs with each call’s own values', async () => {
    const first = eventsOf(t.database.db, { leadId: 1 });
    const second = eventsOf(t.database.db, { leadId: 2 });
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([1]);
    expect(second.parameters).toEqual([2]);
    const steps = (function* () {
      return yield* rowsOf(eventsOf(t.database.db, { leadId: 1 }));
    })();
    await expect(runSteps(t.database.db, steps)).resolves.toEqual([]);
  });

  it('refuses a parameter used as SQL text instead of a value', () => {
    const misuse = preparedQuery((db, p: (name: 'column') => never) =>
      db.selectFrom('lead').select(sql.ref(p('column')).as('x')),
    );
    expect(() => misuse(t.database.db, { column: 'id' })).toThrow(
      'a parameter was used as SQL text',
    );
  });
});

describe('an insert whose id is needed (insertedIdOf)', () => {
  const t = builtPerSuite(buildTestApp);

  // RETURNING on PostgreSQL only: SQLite gives the id as the last insert rowid.
  const insertRequest = preparedQuery((db, p: (name: 'requestId') => never) => {
    const insert = db
      .insertInto('contact_request')
      .values({
        request_id: p('requestId'),
        payload_hash: 'hash',
        name: 'Ирина Волкова',
        email: 'i.volkova@example.ru',
        phone: '',
        option: 'Другое',
        message: 'Проверка',
        page: '/contact',
        created_at: '2026-11-27T00:00:00.000Z',
      })
      .onConflict((oc) => oc.column('request_id').doNothing());
    return isSqlite(db) ? insert : insert.returning('id');
  });
  const storedIds = async () =>
    (await t.database.db.selectFrom('contact_request').select('id').orderBy('id').execute()).map(
      (row) => Number(row.id),
    );
  function* twice(requestId: string): QuerySteps<(number | null)[]> {
    const first = yield* insertedIdOf(insertRequest(t.database.db, { requestId }));
    const again = yield* insertedIdOf(insertRequest(t.database.db, { requestId }));
    return [first, again];
  }

  it('is the new row’s id, and null when the insert did nothing (a conflict)', async () => {
    const before = await storedIds();
    const [first, again] = await runSteps(t.database.db, twice('ids-through-kysely'));
    expect(again).toBeNull();
    expect(await storedIds()).toEqual([...before, first]);
  });

  // The synchronous runner is SQLite's only.
  const onSqlite = process.env.KUB_TEST_DATABASE !== 'postgres';
  it.runIf(onSqlite)('is the same when the steps run on SQLite’s raw connection', async () => {
    const database = t.database;
    if (database.dialect !== 'sqlite') throw new Error('expected the SQLite database');
    const before = await storedIds();
    const [first, again] = database.sqlite.transaction(() =>
      runStepsSync(database.prepare, twice('ids-on-the-raw-connection')),
    )();
    expect(again).toBeNull();
    expect(await storedIds()).toEqual([...before, first]);
  });
});
