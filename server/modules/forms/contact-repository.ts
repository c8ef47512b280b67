import type SQLite from 'better-sqlite3';
import type { ContactRequest } from '../../../src/domain/validation/contact';
import type { LeadWriter } from '../leads/lead-writer';
import { createGroupCommit } from './group-commit';

export type SaveOutcome =
  | { kind: 'created'; requestId: string; leadId: number; announced: boolean }
  | { kind: 'replayed'; requestId: string }
  | { kind: 'conflict'; requestId: string };

interface ExistingRow {
  payload_hash: string;
}

/**
 * Contact requests, idempotent by the client's request id: the id is claimed in the same
 * IMMEDIATE transaction as the write, so two copies arriving at once store one row. Prepared
 * statements on the raw connection: this is the hottest write path.
 */
interface ContactSave {
  requestId: string;
  hash: string;
  request: ContactRequest;
  /** Why it looks automated (filed as spam in the inbox), or null. */
  spamReason: string | null;
  /** The calculator estimate sent with it, with the server's check, as JSON (issue 17). */
  estimate?: string | null;
}

export function createContactRepository(sqlite: SQLite.Database, leads: LeadWriter) {
  const findByRequestId = sqlite.prepare<[string], ExistingRow>(
    'SELECT payload_hash FROM contact_request WHERE request_id = ?',
  );
  const insert = sqlite.prepare(
    `INSERT INTO contact_request (request_id, payload_hash, name, email, phone, option, message, page, estimate, created_at)
     VALUES (@requestId, @payloadHash, @name, @email, @phone, @option, @message, @page, @estimate, @at)`,
  );

  // The request and its lead (with its announcements) commit together.
  const saveOne = ({
    requestId,
    hash,
    request,
    spamReason,
    estimate = null,
  }: ContactSave): SaveOutcome => {
    const existing = findByRequestId.get(requestId);
    if (existing) {
      return existing.payload_hash === hash
        ? { kind: 'replayed', requestId }
        : { kind: 'conflict', requestId };
    }
    const at = leads.receivedAt();
    const { lastInsertRowid } = insert.run({
      requestId,
      payloadHash: hash,
      ...request,
      estimate,
      at,
    });
    const lead = leads.record({
      kind: 'contact',
      sourceId: Number(lastInsertRowid),
      receivedAt: at,
      fields: request,
      spamReason,
    });
    return { kind: 'created', requestId, ...lead };
  };
  const saveTransaction = sqlite.transaction(saveOne);
  const saveManyTransaction = sqlite.transaction((items: readonly ContactSave[]) =>
    items.map(saveOne),
  );
  // Requests arriving together share one IMMEDIATE transaction and one durable flush.
  const saveGrouped = createGroupCommit((items: readonly ContactSave[]) =>
    saveManyTransaction.immediate(items),
  );

  return {
    save(item: ContactSave): SaveOutcome {
      return saveTransaction.immediate(item);
    },
    /** The same as save(), committed together with whatever else arrives in this turn. */
    saveGrouped(item: ContactSave): Promise<SaveOutcome> {
      return saveGrouped(item);
    },
    countByRequestId(requestId: string): number {
      const row = sqlite
        .prepare<[string], { n: number }>(
          'SELECT count(*) AS n FROM contact_request WHERE request_id = ?',
        )
        .get(requestId);
      return row?.n ?? 0;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
