import type SQLite from 'better-sqlite3';
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
 * unless it is spam, one notification per configured channel. Must run inside the transaction that
 * inserted the submission, so the lead, its announcements and the submission commit together or not
 * at all. Prepared statements: this is on the contact request's hot path.
 */
export function createLeadWriter(
  sqlite: SQLite.Database,
  channels: () => readonly NotificationChannel[],
) {
  const insertLead = sqlite.prepare<{
    kind: LeadKind;
    contactId: number | null;
    applicationId: number | null;
    status: 'new' | 'spam';
    spamReason: string | null;
    at: string;
  }>(
    `INSERT INTO lead (kind, contact_request_id, application_id, status, spam_reason, created_at, updated_at)
     VALUES (@kind, @contactId, @applicationId, @status, @spamReason, @at, @at)`,
  );
  const insertSearch = sqlite.prepare<[number, string]>(
    'INSERT INTO lead_search (rowid, body) VALUES (?, ?)',
  );
  const insertCreated = sqlite.prepare<[number, string, string]>(
    "INSERT INTO lead_event (lead_id, at, type, to_value) VALUES (?, ?, 'created', ?)",
  );
  const insertNotification = sqlite.prepare<[number, string, number, string]>(
    'INSERT INTO notification (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
  );

  // Received times never go back (a clock stepped back by NTP), so the order of ids, which is
  // the order of commits, is also the order of received times: the date filter reads an id range.
  const latest = sqlite.prepare<[], { at: string | null }>(
    'SELECT max(created_at) AS at FROM lead',
  );
  let last: number | null = null;

  return {
    /** The received time of a submission being stored now: never before the previous one's. */
    receivedAt(): string {
      last ??= Date.parse(latest.get()?.at ?? '') || 0;
      last = Math.max(last, Date.now());
      return new Date(last).toISOString();
    },
    /** Returns the new lead's id and whether it will be announced. */
    record(lead: NewLead): { leadId: number; announced: boolean } {
      const status = lead.spamReason === null ? 'new' : 'spam';
      const { lastInsertRowid } = insertLead.run({
        kind: lead.kind,
        contactId: lead.kind === 'contact' ? lead.sourceId : null,
        applicationId: lead.kind === 'application' ? lead.sourceId : null,
        status,
        spamReason: lead.spamReason,
        at: lead.receivedAt,
      });
      const leadId = Number(lastInsertRowid);
      insertSearch.run(leadId, searchText(lead.fields));
      insertCreated.run(leadId, lead.receivedAt, status);
      const due = status === 'new' ? channels() : [];
      const dueAt = Date.parse(lead.receivedAt);
      for (const channel of due) insertNotification.run(leadId, channel, dueAt, lead.receivedAt);
      return { leadId, announced: due.length > 0 };
    },
  };
}

export type LeadWriter = ReturnType<typeof createLeadWriter>;
