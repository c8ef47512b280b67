import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { ApplicationRecord } from '../../../src/domain/applications/submission-check';
import type { LeadWriter } from '../leads/lead-writer';
import { existingOutcome } from './contact-repository';
import { payloadHash } from './payload-hash';

export type ApplicationOutcome =
  | { kind: 'created'; requestId: string; leadId: number; announced: boolean }
  | { kind: 'replayed'; requestId: string }
  | { kind: 'conflict'; requestId: string }
  | { kind: 'missing-upload'; requestId: string };

/**
 * Job applications, idempotent by the client's request id like contact requests (the unique
 * constraint claims the id in the transaction of the write). A linked resume must be a completed
 * upload. The payload hash covers the text fields and the resume's content (its sha256), not the
 * upload's appId: a device that re-uploads the same file when resending gets the first result.
 */
export function createApplicationRepository(db: Kysely<Database>, leads: LeadWriter) {
  return {
    save(
      requestId: string,
      record: ApplicationRecord,
      appId: string | null,
      spamReason: string | null = null,
    ): Promise<ApplicationOutcome> {
      return writeTransaction(db, async (trx): Promise<ApplicationOutcome> => {
        let resume: string | null = null;
        if (appId !== null) {
          const upload = await trx
            .selectFrom('upload')
            .select('sha256')
            .where('app_id', '=', appId)
            .where('status', '=', 'stored')
            .executeTakeFirst();
          if (!upload) return { kind: 'missing-upload', requestId };
          resume = upload.sha256;
        }
        const hash = payloadHash({ ...record, resume });
        const at = await leads.receivedAt(trx);
        const inserted = await trx
          .insertInto('application')
          .values({
            request_id: requestId,
            payload_hash: hash,
            name: record.name,
            email: record.email,
            phone: record.phone,
            option: record.option,
            message: record.message,
            page: record.page,
            app_id: appId,
            created_at: at,
          })
          .onConflict((oc) => oc.column('request_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return existingOutcome(trx, 'application', requestId, hash);
        const lead = await leads.record(trx, {
          kind: 'application',
          sourceId: Number(inserted.id),
          receivedAt: at,
          fields: record,
          spamReason,
        });
        return { kind: 'created', requestId, ...lead };
      });
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
