import type SQLite from 'better-sqlite3';
import type { ContactRequest } from '../../../src/domain/validation/contact';

export type SaveOutcome =
  | { kind: 'created'; requestId: string }
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
export function createContactRepository(sqlite: SQLite.Database) {
  const findByRequestId = sqlite.prepare<[string], ExistingRow>(
    'SELECT payload_hash FROM contact_request WHERE request_id = ?',
  );
  const insert = sqlite.prepare(
    `INSERT INTO contact_request (request_id, payload_hash, name, email, phone, option, message, page)
     VALUES (@requestId, @payloadHash, @name, @email, @phone, @option, @message, @page)`,
  );

  const saveTransaction = sqlite.transaction(
    (requestId: string, hash: string, request: ContactRequest): SaveOutcome => {
      const existing = findByRequestId.get(requestId);
      if (existing) {
        return existing.payload_hash === hash
          ? { kind: 'replayed', requestId }
          : { kind: 'conflict', requestId };
      }
      insert.run({ requestId, payloadHash: hash, ...request });
      return { kind: 'created', requestId };
    },
  );

  return {
    save(requestId: string, hash: string, request: ContactRequest): SaveOutcome {
      return saveTransaction.immediate(requestId, hash, request);
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
