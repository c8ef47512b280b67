import type { DatabaseHandle } from '../../db/database';
import {
  insertedIdOf,
  preparedQuery,
  rowsOf,
  runStepsSync,
  type QuerySteps,
} from '../../db/query-steps';
import { isSqlite, type Queryable } from '../../db/transaction';
import type { ContactRequest } from '../../../src/domain/validation/contact';
import type { LeadWriter } from '../leads/lead-writer';
import { isDatabaseUnreachable } from '../../db/availability';
import { saveContactBatchOnPostgres } from './contact-postgres';
import { createGroupCommit } from './group-commit';

export type SaveOutcome =
  | { kind: 'created'; requestId: string; leadId: number; announced: boolean }
  | { kind: 'replayed'; requestId: string }
  | { kind: 'conflict'; requestId: string };

export interface ContactSave {
  requestId: string;
  hash: string;
  request: ContactRequest;
  /** Why it looks automated (filed as spam in the inbox), or null. */
  spamReason: string | null;
  /** The calculator estimate sent with it, with the server's check, as JSON (issue 17). */
  estimate?: string | null;
}

/**
 * What a request id already stored answers: the first result when the payload is the same, a
 * conflict otherwise. Read after the insert found the id taken (by a commit of any app server).
 */
export async function existingOutcome(
  db: Queryable,
  table: 'contact_request' | 'application',
  requestId: string,
  hash: string,
): Promise<{ kind: 'replayed' | 'conflict'; requestId: string }> {
  const existing = await db
    .selectFrom(table)
    .select('payload_hash')
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { kind: existing.payload_hash === hash ? 'replayed' : 'conflict', requestId };
}

/** The values of a `contact_request` row for a request received at `at`, on either engine. */
export function contactRequestRow(
  { requestId, hash, request, estimate = null }: ContactSave,
  at: string,
) {
  const { name, email, phone, option, message, page } = request;
  return { requestId, hash, name, email, phone, option, message, page, estimate, at };
}

// The contact request's own queries on SQLite, compiled once (query-steps.ts preparedQuery).
type RequestValue = keyof ReturnType<typeof contactRequestRow>;
const insertRequest = preparedQuery((db, p: (name: RequestValue) => never) => {
  const insert = db
    .insertInto('contact_request')
    .values({
      request_id: p('requestId'),
      payload_hash: p('hash'),
      name: p('name'),
      email: p('email'),
      phone: p('phone'),
      option: p('option'),
      message: p('message'),
      page: p('page'),
      estimate: p('estimate'),
      created_at: p('at'),
    })
    .onConflict((oc) => oc.column('request_id').doNothing());
  // The id: RETURNING on PostgreSQL, the last insert rowid on SQLite (insertedIdOf).
  return isSqlite(db) ? insert : insert.returning('id');
});
const storedHash = preparedQuery((db, p: (name: 'requestId') => never) =>
  db.selectFrom('contact_request').select('payload_hash').where('request_id', '=', p('requestId')),
);

/**
 * Contact requests, idempotent by the client's request id: the insert claims the id through its
 * unique constraint (ON CONFLICT DO NOTHING), so two copies arriving at once, on one app server or
 * two, store one row and both get the first result. The request and its lead (with its
 * announcements) commit together, and a 200 is sent only after that commit.
 *
 * SQLite: requests arriving while a batch commits share the next IMMEDIATE transaction (group
 * commit: one durable flush for many), run synchronously on the raw connection while holding
 * Kysely's connection, so no other query falls inside it (decisions.md 2026-11-26).
 * PostgreSQL: the same group commit, each batch one statement (contact-postgres.ts); a batch that
 * failed because the database cannot be reached is refused whole (a 503 for each), not retried
 * request by request.
 */
export function createContactRepository(database: DatabaseHandle, leads: LeadWriter) {
  if (database.dialect === 'postgres') {
    const { db } = database;
    const saveGrouped = createGroupCommit(
      (items: readonly ContactSave[]) => saveContactBatchOnPostgres(db, leads, items),
      { retryAlone: (error) => !isDatabaseUnreachable(error) },
    );
    return {
      /** Stores one request, committed together with whatever else arrives meanwhile. */
      save: (item: ContactSave): Promise<SaveOutcome> => saveGrouped(item),
    };
  }
  const { db, sqlite, prepare } = database;

  function* saveSteps(trx: Queryable, save: ContactSave): QuerySteps<SaveOutcome> {
    const { requestId, hash, request, spamReason } = save;
    const at = yield* leads.receivedAtSteps(trx);
    const insertedId = yield* insertedIdOf(insertRequest(trx, contactRequestRow(save, at)));
    if (insertedId === null) {
      const [existing] = yield* rowsOf(storedHash(trx, { requestId }));
      if (!existing) throw new Error(`request ${requestId} neither inserted nor stored`);
      return { kind: existing.payload_hash === hash ? 'replayed' : 'conflict', requestId };
    }
    const lead = yield* leads.recordSteps(trx, {
      kind: 'contact',
      sourceId: insertedId,
      receivedAt: at,
      fields: request,
      spamReason,
    });
    return { kind: 'created', requestId, ...lead };
  }

  // One IMMEDIATE transaction for the batch; a throw rolls it back and the group commit retries
  // each request alone.
  const commitBatch = sqlite.transaction((items: readonly ContactSave[]) =>
    items.map((item) => runStepsSync(prepare, saveSteps(db, item))),
  );
  const saveGrouped = createGroupCommit((items: readonly ContactSave[]) =>
    db.connection().execute(async () => commitBatch.immediate(items)),
  );

  return {
    /** Stores one request, committed together with whatever else arrives meanwhile. */
    save(item: ContactSave): Promise<SaveOutcome> {
      return saveGrouped(item);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
