import type SQLite from 'better-sqlite3';
import type { ContactRequest } from '../../../src/domain/validation/contact';
import { createGroupCommit } from './group-commit';

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
interface ContactSave {
  requestId: string;
  hash: string;
  request: ContactRequest;
}

export function createContactRepository(sqlite: SQLite.Database) {
  const findByRequestId = sqlite.prepare<[string], ExistingRow>(
    'SELECT payload_hash FROM contact_request WHERE request_id = ?',
  );
  const insert = sqlite.prepare(
    `INSERT INTO contact_request (request_id, payload_hash, name, email, phone, option, message, page)
     VALUES (@requestId, @payloadHash, @name, @email, @phone, @option, @message, @page)`,
  );

  const saveOne = (requestId: string, hash: string, request: ContactRequest): SaveOutcome => {
    const existing = findByRequestId.get(requestId);
    if (existing) {
      return existing.payload_hash === hash
        ? { kind: 'replayed', requestId }
        : { kind: 'conflict', requestId };
    }
    insert.run({ requestId, payloadHash: hash, ...request });
    return { kind: 'created', requestId };
  };
  const saveTransaction = sqlite.transaction(saveOne);
  const saveManyTransaction = sqlite.transaction((items: readonly ContactSave[]) =>
    items.map((item) => saveOne(item.requestId, item.hash, item.request)),
  );
  // Requests arriving together share one IMMEDIATE transaction and one durable flush.
  const saveGrouped = createGroupCommit((items: readonly ContactSave[]) =>
    saveManyTransaction.immediate(items),
  );

  return {
    save(requestId: string, hash: string, request: ContactRequest): SaveOutcome {
      return saveTransaction.immediate(requestId, hash, request);
    },
    /** The same as save(), committed together with whatever else arrives in this turn. */
    saveGrouped(requestId: string, hash: string, request: ContactRequest): Promise<SaveOutcome> {
      return saveGrouped({ requestId, hash, request });
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
