import {
  insertedIdOf,
  preparedQuery,
  rowsOf,
  runSteps,
  type QuerySteps,
} from '../../db/query-steps';
import { isSqlite, type Queryable } from '../../db/transaction';
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

// The lead's own rows, compiled once (server/db/query-steps.ts preparedQuery).
const insertLead = preparedQuery(
  (
    db,
    p: (
      name: 'kind' | 'applicationId' | 'contactRequestId' | 'status' | 'spamReason' | 'at',
    ) => never,
  ) => {
    const insert = db.insertInto('lead').values({
      kind: p('kind'),
      contact_request_id: p('contactRequestId'),
      application_id: p('applicationId'),
      status: p('status'),
      spam_reason: p('spamReason'),
      created_at: p('at'),
      updated_at: p('at'),
    });
    // The id: RETURNING on PostgreSQL, the last insert rowid on SQLite (insertedIdOf).
    return isSqlite(db) ? insert : insert.returning('id');
  },
);
const insertSearch = preparedQuery((db, p: (name: 'leadId' | 'body') => never) =>
  db.insertInto('lead_search').values({ rowid: p('leadId'), body: p('body') }),
);
const insertCreatedEvent = preparedQuery((db, p: (name: 'leadId' | 'at' | 'status') => never) =>
  db
    .insertInto('lead_event')
    .values({ lead_id: p('leadId'), at: p('at'), type: 'created', to_value: p('status') }),
);

/** A new lead's status: «Спам» when it looks automated, else new. */
export function leadStatus(spamReason: string | null): 'new' | 'spam' {
  return spamReason === null ? 'new' : 'spam';
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

  /** The received time of a submission being stored now: never before the previous one's. */
  function* receivedAtSteps(db: Queryable): QuerySteps<string> {
    if (last === null) {
      const [row] = yield* rowsOf(
        db.selectFrom('lead').select((eb) => eb.fn.max('created_at').as('at')),
      );
      last ??= Date.parse(row?.at ?? '') || 0;
    }
    last = Math.max(last, Date.now());
    return new Date(last).toISOString();
  }

  /** The channels a new lead is announced on now (none for spam). */
  const dueChannels = (status: 'new' | 'spam') => (status === 'new' ? channels() : []);

  /** Inserts the lead and what goes with it; returns its id and whether it will be announced. */
  function* recordSteps(
    db: Queryable,
    lead: NewLead,
  ): QuerySteps<{ leadId: number; announced: boolean }> {
    const status = leadStatus(lead.spamReason);
    const leadId = yield* insertedIdOf(
      insertLead(db, {
        kind: lead.kind,
        contactRequestId: lead.kind === 'contact' ? lead.sourceId : null,
        applicationId: lead.kind === 'application' ? lead.sourceId : null,
        status,
        spamReason: lead.spamReason,
        at: lead.receivedAt,
      }),
    );
    if (leadId === null) throw new Error('the lead insert returned no id');
    yield* rowsOf(insertSearch(db, { leadId, body: searchText(lead.fields) }));
    yield* rowsOf(insertCreatedEvent(db, { leadId, at: lead.receivedAt, status }));
    const due = dueChannels(status);
    if (due.length > 0) {
      const dueAt = Date.parse(lead.receivedAt);
      yield* rowsOf(
        db.insertInto('notification').values(
          due.map((channel) => ({
            lead_id: leadId,
            channel,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: dueAt,
            created_at: lead.receivedAt,
          })),
        ),
      );
    }
    return { leadId, announced: due.length > 0 };
  }

  return {
    receivedAtSteps,
    recordSteps,
    dueChannels,
    /** The received time of a submission being stored now: never before the previous one's. */
    receivedAt(trx: Queryable): Promise<string> {
      return runSteps(trx, receivedAtSteps(trx));
    },
    /** Returns the new lead's id and whether it will be announced. */
    record(trx: Queryable, lead: NewLead): Promise<{ leadId: number; announced: boolean }> {
      return runSteps(trx, recordSteps(trx, lead));
    },
  };
}

export type LeadWriter = ReturnType<typeof createLeadWriter>;
