import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { runSteps } from '../../db/query-steps';
import { searchText } from '../../../src/domain/leads/lead-search';
import { leadStatus, type LeadWriter } from '../leads/lead-writer';
import { existingOutcome, type ContactSave, type SaveOutcome } from './contact-repository';

/**
 * A contact request on PostgreSQL in one statement, so one round trip and one commit: the request
 * is inserted unless its id is taken (ON CONFLICT DO NOTHING), and only when it was, its lead, the
 * lead's search row, the first line of its trail and its notifications are inserted by the
 * data-modifying CTEs that read the inserted row; all of it commits or none. Requests run in
 * parallel on the pool (PostgreSQL groups concurrent commits on its own). The same rows as
 * `leads.recordSteps` writes on SQLite; tests/server/forms and tests/server/leads run on both.
 *
 * The main query's snapshot does not see what its CTEs insert, so `stored_hash` is the hash of a
 * request id stored before this statement; an id taken by a transaction that committed while this
 * one waited on it is read by a second query.
 */
export async function saveContactOnPostgres(
  db: Kysely<Database>,
  leads: LeadWriter,
  { requestId, hash, request, spamReason, estimate = null }: ContactSave,
): Promise<SaveOutcome> {
  const at = await runSteps(db, leads.receivedAtSteps(db));
  const status = leadStatus(spamReason);
  const due = leads.dueChannels(status);
  const { rows } = await sql<{ lead_id: number | null; stored_hash: string | null }>`
    WITH c AS (
      INSERT INTO contact_request
        (request_id, payload_hash, name, email, phone, option, message, page, estimate, created_at)
      VALUES (${requestId}, ${hash}, ${request.name}, ${request.email}, ${request.phone},
        ${request.option}, ${request.message}, ${request.page}, ${estimate}, ${at})
      ON CONFLICT (request_id) DO NOTHING
      RETURNING id
    ), l AS (
      INSERT INTO lead (kind, contact_request_id, status, spam_reason, created_at, updated_at)
      SELECT 'contact', c.id, ${status}, ${spamReason}::text, ${at}, ${at} FROM c
      RETURNING id
    ), s AS (
      INSERT INTO lead_search (rowid, body) SELECT l.id, ${searchText(request)} FROM l
    ), e AS (
      INSERT INTO lead_event (lead_id, at, type, to_value)
      SELECT l.id, ${at}, 'created', ${status} FROM l
    ), n AS (
      INSERT INTO notification (lead_id, channel, status, attempts, next_attempt_at, created_at)
      SELECT l.id, due.channel, 'pending', 0, ${Date.parse(at)}::bigint, ${at}
      FROM l CROSS JOIN unnest(${due}::text[]) AS due (channel)
    )
    SELECT (SELECT id FROM l) AS lead_id,
      (SELECT payload_hash FROM contact_request WHERE request_id = ${requestId}) AS stored_hash
  `.execute(db);
  const [row] = rows;
  if (row?.lead_id != null) {
    return { kind: 'created', requestId, leadId: Number(row.lead_id), announced: due.length > 0 };
  }
  if (row?.stored_hash != null) {
    return { kind: row.stored_hash === hash ? 'replayed' : 'conflict', requestId };
  }
  return existingOutcome(db, 'contact_request', requestId, hash);
}
