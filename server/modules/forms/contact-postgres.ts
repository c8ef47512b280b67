import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { runSteps } from '../../db/query-steps';
import type { SubmittedFields } from '../../../src/domain/leads/lead-model';
import { searchText } from '../../../src/domain/leads/lead-search';
import { leadStatus, type LeadWriter } from '../leads/lead-writer';
import {
  contactRequestRow,
  existingOutcome,
  type ContactSave,
  type SaveOutcome,
} from './contact-repository';

/** One request's values, as the columns of the batch statement's input rows. */
interface BatchRow extends SubmittedFields {
  requestId: string;
  hash: string;
  estimate: string | null;
  at: string;
  status: 'new' | 'spam';
  spamReason: string | null;
  searchBody: string;
  announce: boolean;
  dueAt: number;
}

/** The input columns in the order of the statement's `unnest` arguments, with their types. */
const COLUMNS: readonly [keyof BatchRow, string][] = [
  ['requestId', 'text'],
  ['hash', 'text'],
  ['name', 'text'],
  ['email', 'text'],
  ['phone', 'text'],
  ['option', 'text'],
  ['message', 'text'],
  ['page', 'text'],
  ['estimate', 'text'],
  ['at', 'text'],
  ['status', 'text'],
  ['spamReason', 'text'],
  ['searchBody', 'text'],
  ['announce', 'bool'],
  ['dueAt', 'int8'],
];

/**
 * A batch of contact requests on PostgreSQL in one statement, so one round trip and one commit for
 * all of them (the group commit of contact-repository.ts hands it the requests that arrived while
 * the previous batch committed). The requests come in as one array per column (`unnest … WITH
 * ORDINALITY`: the statement's text is the same for any batch size); each is inserted unless its id
 * is taken (ON CONFLICT DO NOTHING: the unique constraint settles it across app servers), and only
 * the inserted ones get their lead, the lead's search row, the first line of its trail and its
 * notifications, by data-modifying CTEs reading the inserted rows; all of it commits or none. The
 * same rows as `leads.recordSteps` writes on SQLite; tests/server/forms and tests/server/leads run on
 * both. Rows are inserted in arrival order, so ids follow the received times as on SQLite.
 *
 * The main query's snapshot does not see what its CTEs insert, so `stored_hash` is the hash of a
 * request id stored before this statement; an id taken by a transaction that committed while this
 * one waited on it, or twice in one batch (only the first copy is sent), is read afterwards.
 */
export async function saveContactBatchOnPostgres(
  db: Kysely<Database>,
  leads: LeadWriter,
  items: readonly ContactSave[],
): Promise<SaveOutcome[]> {
  const due = leads.dueChannels('new');
  const rows: BatchRow[] = [];
  // The row each request id went in as; a later copy of an id in the same batch is not sent.
  const rowOf = new Map<string, number>();
  const copy = items.map(({ requestId }) => {
    if (rowOf.has(requestId)) return true;
    rowOf.set(requestId, rowOf.size);
    return false;
  });
  for (const [index, item] of items.entries()) {
    if (copy[index]) continue;
    const { request, spamReason } = item;
    const at = await runSteps(db, leads.receivedAtSteps(db));
    const status = leadStatus(spamReason);
    rows.push({
      ...contactRequestRow(item, at),
      status,
      spamReason,
      searchBody: searchText(request),
      announce: leads.dueChannels(status).length > 0,
      dueAt: Date.parse(at),
    });
  }
  const columns = COLUMNS.map(
    ([key, type]) => sql`${rows.map((row) => row[key])}::${sql.raw(type)}[]`,
  );
  const { rows: stored } = await sql<{
    ord: number;
    lead_id: number | null;
    stored_hash: string | null;
  }>`
    WITH i AS (
      SELECT * FROM unnest(${sql.join(columns)}) WITH ORDINALITY AS i (request_id, payload_hash,
        name, email, phone, option, message, page, estimate, created_at, status, spam_reason,
        search_body, announce, due_at, ord)
    ), c AS (
      INSERT INTO contact_request
        (request_id, payload_hash, name, email, phone, option, message, page, estimate, created_at)
      SELECT request_id, payload_hash, name, email, phone, option, message, page, estimate,
        created_at
      FROM i ORDER BY ord
      ON CONFLICT (request_id) DO NOTHING
      RETURNING id, request_id
    ), l AS (
      INSERT INTO lead (kind, contact_request_id, status, spam_reason, created_at, updated_at)
      SELECT 'contact', c.id, i.status, i.spam_reason, i.created_at, i.created_at
      FROM c JOIN i USING (request_id) ORDER BY c.id
      RETURNING id, contact_request_id
    ), x AS (
      SELECT l.id AS lead_id, i.* FROM l JOIN c ON c.id = l.contact_request_id
        JOIN i USING (request_id)
    ), s AS (
      INSERT INTO lead_search (rowid, body) SELECT lead_id, search_body FROM x
    ), e AS (
      INSERT INTO lead_event (lead_id, at, type, to_value)
      SELECT lead_id, created_at, 'created', status FROM x
    ), n AS (
      INSERT INTO notification (lead_id, channel, status, attempts, next_attempt_at, created_at)
      SELECT x.lead_id, due.channel, 'pending', 0, x.due_at, x.created_at
      FROM x CROSS JOIN unnest(${due}::text[]) AS due (channel) WHERE x.announce
    )
    SELECT i.ord, x.lead_id, stored.payload_hash AS stored_hash
    FROM i LEFT JOIN x ON x.ord = i.ord
      LEFT JOIN contact_request stored ON stored.request_id = i.request_id
  `.execute(db);
  const byOrd = new Map(stored.map((row) => [Number(row.ord), row]));

  return Promise.all(
    items.map(async ({ requestId, hash }, index) => {
      const first = rowOf.get(requestId) ?? -1;
      // ORDINALITY counts from 1.
      const row = byOrd.get(first + 1);
      if (!copy[index] && row?.lead_id != null) {
        return {
          kind: 'created',
          requestId,
          leadId: Number(row.lead_id),
          announced: rows[first]?.announce ?? false,
        };
      }
      if (row?.stored_hash != null) {
        return { kind: row.stored_hash === hash ? 'replayed' : 'conflict', requestId };
      }
      return existingOutcome(db, 'contact_request', requestId, hash);
    }),
  );
}
