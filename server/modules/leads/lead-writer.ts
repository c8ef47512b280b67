import type { Queryable } from '../../db/transaction';
import type { LeadKind } from '../../../src/domain/leads/lead-model';
import type { NotificationChannel } from '../../../src/domain/leads/lead-records';
import { searchText, type SearchableLead } from '../../../src/domain/leads/lead-search';

export interface NewLead {
  kind: LeadKind;
  /** The id of the contact_request or application row just inserted. */
  sourceId: number;
  /** The instant both rows record as received (UTC ISO). */
  receivedAt: string;
  fields: SearchableLead;
  /** Why it looks automated (stored as «Спам»), or null. */
  spamReason: string | null;
}

/**
 * Files a submission in the inbox: the lead, its search entry, the first line of its trail and,
 * unless it is spam, one notification per configured channel. Every call takes the transaction
 * (`trx`) that inserted the submission, so the lead, its announcements and the submission commit
 * together or not at all.
 */
export function createLeadWriter(channels: () => readonly NotificationChannel[]) {
  // Received times never go back (a clock stepped back by NTP), so the order of ids, which is
  // the order of commits, is also the order of received times: the date filter reads an id range.
  let last: number | null = null;

  return {
    /** The received time of a submission being stored now: never before the previous one's. */
    async receivedAt(trx: Queryable): Promise<string> {
      if (last === null) {
        const row = await trx
          .selectFrom('lead')
          .select((eb) => eb.fn.max('created_at').as('at'))
          .executeTakeFirst();
        last ??= Date.parse(row?.at ?? '') || 0;
      }
      last = Math.max(last, Date.now());
      return new Date(last).toISOString();
    },
    /** Returns the new lead's id and whether it will be announced. */
    async record(trx: Queryable, lead: NewLead): Promise<{ leadId: number; announced: boolean }> {
      const status = lead.spamReason === null ? 'new' : 'spam';
      const { id: leadId } = await trx
        .insertInto('lead')
        .values({
          kind: lead.kind,
          contact_request_id: lead.kind === 'contact' ? lead.sourceId : null,
          application_id: lead.kind === 'application' ? lead.sourceId : null,
          status,
          spam_reason: lead.spamReason,
          created_at: lead.receivedAt,
          updated_at: lead.receivedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('lead_search')
        .values({ rowid: leadId, body: searchText(lead.fields) })
        .execute();
      await trx
        .insertInto('lead_event')
        .values({ lead_id: leadId, at: lead.receivedAt, type: 'created', to_value: status })
        .execute();
      const due = status === 'new' ? channels() : [];
      if (due.length > 0) {
        const dueAt = Date.parse(lead.receivedAt);
        await trx
          .insertInto('notification')
          .values(
            due.map((channel) => ({
              lead_id: leadId,
              channel,
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: dueAt,
              created_at: lead.receivedAt,
            })),
          )
          .execute();
      }
      return { leadId: Number(leadId), announced: due.length > 0 };
    },
  };
}

export type LeadWriter = ReturnType<typeof createLeadWriter>;
