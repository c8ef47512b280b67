import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readDatabaseConfig } from '../../../server/config';
import { openPostgres, type PostgresHandle } from '../../../server/db/database';
import {
  createContactRepository,
  type ContactSave,
} from '../../../server/modules/forms/contact-repository';
import { createLeadWriter } from '../../../server/modules/leads/lead-writer';
import { validContact } from '../forms/contact-fixtures';
import { ENGINES, openTestDatabase, type TestDatabase } from './engines';
import type { DatabaseHandle } from '../../../server/db/database';
import type { ContactRequest } from '../../../src/domain/validation/contact';

/**
 * The contact requests' group commit (contact-repository.ts, contact-postgres.ts): requests that
 * arrive together are written by one batch, each answered from its own row, on both engines.
 */
const request = (): ContactRequest => validContact() as ContactRequest;
const save = (
  requestId: string,
  hash = 'h1',
  fields: Partial<ContactRequest> = {},
): ContactSave => ({
  requestId,
  hash,
  request: { ...request(), ...fields },
  spamReason: null,
});
const repository = (database: DatabaseHandle) =>
  createContactRepository(
    database,
    createLeadWriter(() => ['email']),
  );

const count = async (
  database: DatabaseHandle,
  table: 'contact_request' | 'lead' | 'notification',
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let opened: TestDatabase[] = [];
let extra: PostgresHandle[] = [];
afterEach(async () => {
  for (const handle of extra) await handle.close();
  for (const test of opened) await test.close();
  opened = [];
  extra = [];
});
async function open(engine: (typeof ENGINES)[number]) {
  const test = await openTestDatabase(engine);
  opened.push(test);
  return test;
}

describe.each(ENGINES)('contact requests arriving together on %s', (engine) => {
  it('stores each once with its lead, in arrival order, and answers each from its own row', async () => {
    const { database } = await open(engine);
    const contacts = repository(database);
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const outcomes = await Promise.all(ids.map((id) => contacts.save(save(id))));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(ids.map(() => 'created'));
    expect(outcomes.map((outcome) => outcome.requestId)).toEqual(ids);
    const leadIds = outcomes.map((outcome) => (outcome.kind === 'created' ? outcome.leadId : 0));
    expect(leadIds).toEqual([...leadIds].sort((a, b) => a - b));
    expect(new Set(leadIds).size).toBe(ids.length);
    const stored = await database.db
      .selectFrom('lead')
      .innerJoin('contact_request', 'contact_request.id', 'lead.contact_request_id')
      .select(['lead.id as leadId', 'contact_request.request_id as requestId'])
      .orderBy('lead.id')
      .execute();
    expect(stored).toEqual(ids.map((requestId, index) => ({ requestId, leadId: leadIds[index] })));
    expect(await count(database, 'notification')).toBe(ids.length);
  });

  it('stores one row for copies of an id in one batch: a copy is a replay, another payload a conflict', async () => {
    const { database } = await open(engine);
    const contacts = repository(database);
    const id = randomUUID();
    const other = randomUUID();
    const outcomes = await Promise.all([
      contacts.save(save(id)),
      contacts.save(save(other)),
      contacts.save(save(id)),
      contacts.save(save(id, 'h2')),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'created',
      'created',
      'replayed',
      'conflict',
    ]);
    expect(await count(database, 'contact_request')).toBe(2);
    expect(await count(database, 'lead')).toBe(2);
    await expect(contacts.save(save(id))).resolves.toEqual({ kind: 'replayed', requestId: id });
  });
});

describe('contact requests arriving together on PostgreSQL', () => {
  it('writes a batch in one statement (one connection checkout for many requests)', async () => {
    const { database } = await open('postgres');
    if (database.dialect !== 'postgres') throw new Error('not PostgreSQL');
    const contacts = repository(database);
    await contacts.save(save(randomUUID()));
    let checkouts = 0;
    database.pool.on('acquire', () => {
      checkouts += 1;
    });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => contacts.save(save(randomUUID()))),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'created')).toBe(true);
    expect(checkouts).toBe(1);
  });

  it('refuses only the request the database refuses: the others of its batch are stored', async () => {
    const { database } = await open('postgres');
    const contacts = repository(database);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    // PostgreSQL's text cannot hold U+0000, so this row fails the batch's statement.
    const settled = await Promise.allSettled([
      contacts.save(save(ids[0] as string)),
      contacts.save(save(ids[1] as string, 'h1', { message: 'нулевой \u0000 байт' })),
      contacts.save(save(ids[2] as string)),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await database.db
      .selectFrom('contact_request')
      .select('request_id')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.request_id)).toEqual([ids[0], ids[2]]);
    expect(await count(database, 'lead')).toBe(2);
  });

  it('stores one row per id when two app servers get the same ids at once, and answers both', async () => {
    const test = await open('postgres');
    if (!test.url) throw new Error('no PostgreSQL url');
    const second = openPostgres({ ...readDatabaseConfig({}), url: test.url });
    extra.push(second);
    const a = repository(test.database);
    const b = repository(second);
    const ids = Array.from({ length: 16 }, () => randomUUID());
    // Each server gets every id, in opposite orders, so their batches overlap both ways.
    const [fromA, fromB] = await Promise.all([
      Promise.all(ids.map((id) => a.save(save(id)))),
      Promise.all([...ids].reverse().map((id) => b.save(save(id)))),
    ]);
    const kinds = ids.map((id) =>
      [...fromA, ...fromB]
        .filter((outcome) => outcome.requestId === id)
        .map((outcome) => outcome.kind)
        .sort(),
    );
    expect(kinds).toEqual(ids.map(() => ['created', 'replayed']));
    expect(await count(test.database, 'contact_request')).toBe(ids.length);
    expect(await count(test.database, 'lead')).toBe(ids.length);
    expect(await count(test.database, 'notification')).toBe(ids.length);
  });
});
