import type SQLite from 'better-sqlite3';
import type { ApplicationRecord } from '../../../src/domain/applications/submission-check';
import type { LeadWriter } from '../leads/lead-writer';
import { payloadHash } from './payload-hash';

export type ApplicationOutcome =
  | { kind: 'created'; requestId: string; leadId: number; announced: boolean }
  | { kind: 'replayed'; requestId: string }
  | { kind: 'conflict'; requestId: string }
  | { kind: 'missing-upload'; requestId: string };

interface ExistingRow {
  payload_hash: string;
}

/**
 * Job applications, idempotent by the client's request id like contact requests: the id is
 * claimed in the same IMMEDIATE transaction as the write. A linked resume must be a completed
 * upload. The payload hash covers the text fields and the resume's content (its sha256), not the
 * upload's appId: a device that re-uploads the same file when resending gets the first result.
 */
export function createApplicationRepository(sqlite: SQLite.Database, leads: LeadWriter) {
  const findByRequestId = sqlite.prepare<[string], ExistingRow>(
    'SELECT payload_hash FROM application WHERE request_id = ?',
  );
  const findStoredUpload = sqlite.prepare<[string], { sha256: string | null }>(
    "SELECT sha256 FROM upload WHERE app_id = ? AND status = 'stored'",
  );
  const insert = sqlite.prepare(
    `INSERT INTO application (request_id, payload_hash, name, email, phone, option, message, page, app_id, created_at)
     VALUES (@requestId, @payloadHash, @name, @email, @phone, @option, @message, @page, @appId, @at)`,
  );

  const saveTransaction = sqlite.transaction(
    (
      requestId: string,
      record: ApplicationRecord,
      appId: string | null,
      spamReason: string | null,
    ): ApplicationOutcome => {
      let resume: string | null = null;
      if (appId !== null) {
        const upload = findStoredUpload.get(appId);
        if (!upload) return { kind: 'missing-upload', requestId };
        resume = upload.sha256;
      }
      const hash = payloadHash({ ...record, resume });
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
        ...record,
        appId,
        at,
      });
      const lead = leads.record({
        kind: 'application',
        sourceId: Number(lastInsertRowid),
        receivedAt: at,
        fields: record,
        spamReason,
      });
      return { kind: 'created', requestId, ...lead };
    },
  );

  return {
    save(
      requestId: string,
      record: ApplicationRecord,
      appId: string | null,
      spamReason: string | null = null,
    ): ApplicationOutcome {
      return saveTransaction.immediate(requestId, record, appId, spamReason);
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
