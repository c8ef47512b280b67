import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeTransaction, type Queryable } from '../../db/transaction';
import type { ContactRequest } from '../../../src/domain/validation/contact';
import type { LeadWriter } from '../leads/lead-writer';
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

/**
 * Contact requests, idempotent by the client's request id: the insert claims the id through its
 * unique constraint (ON CONFLICT DO NOTHING), so two copies arriving at once, on one app server or
 * two, store one row and both get the first result. The request and its lead (with its
 * announcements) commit together; requests arriving together share one transaction (group commit).
 */
export function createContactRepository(db: Kysely<Database>, leads: LeadWriter) {
  const saveOne = async (
    trx: Queryable,
    { requestId, hash, request, spamReason, estimate = null }: ContactSave,
  ): Promise<SaveOutcome> => {
    const at = await leads.receivedAt(trx);
    const inserted = await trx
      .insertInto('contact_request')
      .values({
        request_id: requestId,
        payload_hash: hash,
        name: request.name,
        email: request.email,
        phone: request.phone,
        option: request.option,
        message: request.message,
        page: request.page,
        estimate,
        created_at: at,
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return existingOutcome(trx, 'contact_request', requestId, hash);
    const lead = await leads.record(trx, {
      kind: 'contact',
      sourceId: Number(inserted.id),
      receivedAt: at,
      fields: request,
      spamReason,
    });
    return { kind: 'created', requestId, ...lead };
  };

  const saveGrouped = createGroupCommit((items: readonly ContactSave[]) =>
    writeTransaction(db, async (trx) => {
      const outcomes: SaveOutcome[] = [];
      for (const item of items) outcomes.push(await saveOne(trx, item));
      return outcomes;
    }),
  );

  return {
    /** Stores one request, committed together with whatever else arrives meanwhile. */
    save(item: ContactSave): Promise<SaveOutcome> {
      return saveGrouped(item);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
