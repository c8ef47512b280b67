import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { LeadKind, LeadStatus, SubmittedFields } from '../../../src/domain/leads/lead-model';
import type { LeadEventType } from '../../../src/domain/leads/lead-records';
import type {
  ApplicationTable,
  ContactRequestTable,
  Database,
  LeadTable,
  UsersTable,
} from '../../db/schema';
import { isSqlite, type Queryable } from '../../db/transaction';
import type { ShownNotification } from '../notifications/notification-store';
import type { LeadFilter, LeadPageRequest } from './lead-filter';
import { searchCondition } from './lead-search-match';

/** An admin or a manager (accounts §6 and the inbox's staff rule), over `users as u`. */
const isStaff = (eb: ExpressionBuilder<Database & { u: UsersTable }, 'u'>) =>
  eb.or([
    eb('u.is_admin', '=', 1),
    eb('u.role', 'in', ['admin', 'manager']),
    eb('u.group_code', '=', 'admin'),
  ]);

/** A lead with what was submitted, as one row (the list, the export and the detail share it). */
export interface LeadRow extends SubmittedFields {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  spam_reason: string | null;
  created_at: string;
  assignee_id: string | null;
  assignee_name: string | null;
  request_id: string;
  app_id: string | null;
  /** JSON text of an attached calculator estimate. */
  estimate: string | null;
}

/** What the list shows of a lead (no message, estimate or request id: the list never sends them). */
export type SummaryRow = Pick<
  LeadRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'created_at'
  | 'assignee_id'
  | 'assignee_name'
  | 'name'
  | 'email'
  | 'phone'
  | 'option'
  | 'page'
>;

export interface ListedLead extends SummaryRow {
  /** The viewer's read mark's lead id; null when the viewer has not opened the lead. */
  read_id: number | null;
}

export interface ResumeRow {
  file_name: string;
  detected_type: string | null;
  size: number | null;
  stored_name: string | null;
}

export interface EventRow {
  at: string;
  actor_name: string | null;
  type: LeadEventType;
  from_value: string | null;
  to_value: string | null;
}

export interface StaffRow {
  id: string;
  name: string;
  email: string;
}

/**
 * Every query of the inbox, on Kysely over the table types; full-text matching is the one raw part
 * (in pageIds). `db` may be a transaction: change() must run in one (see lead-routes.ts).
 */
/** Above every lead id: ids are 32-bit integers on PostgreSQL, where a larger number is an error. */
const PAST_EVERY_ID = 2_147_483_647;

/** The tables a lead is read with: its contact request or application, and its assignee. */
type Joined = Database & {
  l: LeadTable;
  c: ContactRequestTable;
  a: ApplicationTable;
  au: UsersTable;
};

/** A submitted field, from the lead's contact request or application ('' for neither). */
const submitted = <F extends keyof SubmittedFields | 'request_id'>(
  eb: ExpressionBuilder<Joined, 'c' | 'a'>,
  field: F,
) => eb.fn.coalesce(`c.${field}`, `a.${field}`, sql.lit('')).as(field);

/** What the list shows of a lead (SummaryRow); the detail and the export read more. */
const summaryColumns = (eb: ExpressionBuilder<Joined, 'l' | 'c' | 'a' | 'au'>) =>
  [
    'l.id',
    'l.kind',
    'l.status',
    'l.created_at',
    'l.assignee_id',
    'au.name as assignee_name',
    submitted(eb, 'name'),
    submitted(eb, 'email'),
    submitted(eb, 'phone'),
    submitted(eb, 'option'),
    submitted(eb, 'page'),
  ] as const;

export function createLeadRepository(db: Queryable) {
  /** A lead with what was submitted and its assignee's name, over `lead as l`: every column. */
  const base = () =>
    db
      .selectFrom('lead as l')
      .leftJoin('contact_request as c', 'c.id', 'l.contact_request_id')
      .leftJoin('application as a', 'a.id', 'l.application_id')
      .leftJoin('users as au', 'au.id', 'l.assignee_id')
      .select((eb) => [
        ...summaryColumns(eb),
        'l.spam_reason',
        submitted(eb, 'request_id'),
        submitted(eb, 'message'),
        'a.app_id',
        'c.estimate',
      ]);

  /** The first lead received at or after an instant (none: NULL, so `id >=` it matches nothing). */
  const firstIdFrom = (utc: string) =>
    db
      .selectFrom('lead')
      .select('id')
      .where('created_at', '>=', utc)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1);

  /** Status, kind and date range on `lead as l` (the search is applied by pageIds). */
  const narrowed = <Q extends SelectQueryBuilder<Database & { l: Database['lead'] }, 'l', object>>(
    query: Q,
    filter: LeadFilter,
  ): Q => {
    let q = query;
    if (filter.status === null) q = q.where('l.status', '!=', 'spam') as Q;
    else if (filter.status !== 'all') q = q.where('l.status', '=', filter.status) as Q;
    if (filter.kind !== null) q = q.where('l.kind', '=', filter.kind) as Q;
    // A range of days is a range of ids (received times follow ids: see lead-writer.ts), found in
    // the date index, so any index in id order serves it; the times themselves are checked too.
    if (filter.fromUtc !== null) {
      q = q
        .where('l.id', '>=', firstIdFrom(filter.fromUtc))
        .where('l.created_at', '>=', filter.fromUtc) as Q;
    }
    if (filter.toUtc !== null) {
      q = q
        .where('l.id', '<', sql<number>`coalesce(${firstIdFrom(filter.toUtc)}, ${PAST_EVERY_ID})`)
        .where('l.created_at', '<', filter.toUtc) as Q;
    }
    return q;
  };

  /**
   * The ids of one page of a filter, newest first, from the narrowest index: with a search, the
   * FTS index gives rowids newest first and each finds its lead by key (no full match list is
   * built); otherwise the status, kind or date index. The rows are joined to these afterwards.
   */
  const pageIds = async (filter: LeadFilter, before: number | null, limit: number) => {
    if (filter.terms.length > 0) {
      let q = db
        .selectFrom('lead_search')
        .innerJoin('lead as l', 'l.id', 'lead_search.rowid')
        .select('l.id')
        .where(await searchCondition(db, filter.terms));
      q = narrowed(q, filter);
      if (before !== null) q = q.where('lead_search.rowid', '<', before);
      return q.orderBy('lead_search.rowid', 'desc').limit(limit);
    }
    let q = narrowed(db.selectFrom('lead as l').select('l.id'), filter);
    if (before !== null) q = q.where('l.id', '<', before);
    return q.orderBy('l.id', 'desc').limit(limit);
  };

  /** A page's leads with what the list shows, joined to its ids (a subquery): one statement. */
  const summaries = async (filter: LeadFilter, before: number | null, limit: number) =>
    db
      .selectFrom((await pageIds(filter, before, limit)).as('p'))
      .innerJoin('lead as l', 'l.id', 'p.id')
      .leftJoin('contact_request as c', 'c.id', 'l.contact_request_id')
      .leftJoin('application as a', 'a.id', 'l.application_id')
      .leftJoin('users as au', 'au.id', 'l.assignee_id')
      .select(summaryColumns)
      .orderBy('l.id', 'desc');

  return {
    /**
     * One page, newest first, and whether more follow (one lead past the page is read for that);
     * `read_id` is the viewer's read mark. One statement: ids, rows and read marks together.
     */
    async page(
      request: LeadPageRequest,
      viewerId: string,
    ): Promise<{ rows: ListedLead[]; more: boolean }> {
      const rows = await (
        await summaries(request, request.before, request.limit + 1)
      )
        .leftJoin('lead_read as r', (join) =>
          join.onRef('r.lead_id', '=', 'l.id').on('r.user_id', '=', viewerId),
        )
        .select('r.lead_id as read_id')
        .execute();
      return { rows: rows.slice(0, request.limit), more: rows.length > request.limit };
    },

    /**
     * The filter's leads newest first, in batches read by key (the CSV export streams these).
     * Without a search one query a batch; with one, the index's ids first, then their rows.
     */
    async *scan(filter: LeadFilter, batchSize = 1000): AsyncGenerator<LeadRow[]> {
      let before: number | null = null;
      for (;;) {
        let rows: LeadRow[];
        if (filter.terms.length > 0) {
          const ids = await (await pageIds(filter, before, batchSize)).execute();
          rows =
            ids.length === 0
              ? []
              : await base()
                  .where(
                    'l.id',
                    'in',
                    ids.map((row) => row.id),
                  )
                  .orderBy('l.id', 'desc')
                  .execute();
        } else {
          let query = narrowed(base(), filter);
          if (before !== null) query = query.where('l.id', '<', before);
          rows = await query.orderBy('l.id', 'desc').limit(batchSize).execute();
        }
        const last = rows[rows.length - 1];
        if (last === undefined) return;
        yield rows;
        if (rows.length < batchSize) return;
        before = last.id;
      }
    },

    async find(id: number): Promise<LeadRow | undefined> {
      return await base().where('l.id', '=', id).executeTakeFirst();
    },

    async resume(appId: string): Promise<ResumeRow | undefined> {
      return db
        .selectFrom('upload')
        .select(['file_name', 'detected_type', 'size', 'stored_name'])
        .where('app_id', '=', appId)
        .where('status', '=', 'stored')
        .executeTakeFirst();
    },

    async events(leadId: number): Promise<EventRow[]> {
      return db
        .selectFrom('lead_event')
        .select(['at', 'actor_name', 'type', 'from_value', 'to_value'])
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .execute();
    },

    async notifications(leadId: number): Promise<ShownNotification[]> {
      return db
        .selectFrom('notification')
        .select(['channel', 'status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at'])
        .where('lead_id', '=', leadId)
        .orderBy('channel')
        .execute();
    },

    async markRead(leadId: number, userId: string, at: string): Promise<void> {
      await db
        .insertInto('lead_read')
        .values({ lead_id: leadId, user_id: userId, read_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'lead_id']).doNothing())
        .execute();
    },

    /**
     * Leads (not spam) the user has not opened: every lead less the spam and less those read, in
     * one statement of three counts. Every lead is counted without a condition (SQLite counts a
     * table's b-tree by its pages, not row by row) and spam from the status index: ~7× quicker
     * than counting the leads that are not spam over 100 000 (decisions.md 2026-11-26). A NOT
     * EXISTS per lead would probe every lead.
     */
    async unreadCount(userId: string): Promise<number> {
      const counts = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('lead').select(eb.fn.countAll<number>().as('n')).as('total'),
          eb
            .selectFrom('lead')
            .select(eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'spam')
            .as('spam'),
          eb
            .selectFrom('lead_read as r')
            .innerJoin('lead as l', 'l.id', 'r.lead_id')
            .select(eb.fn.countAll<number>().as('n'))
            .where('r.user_id', '=', userId)
            .where('l.status', '!=', 'spam')
            .as('read'),
        ])
        .executeTakeFirstOrThrow();
      return Number(counts.total ?? 0) - Number(counts.spam ?? 0) - Number(counts.read ?? 0);
    },

    /** Everybody who may read leads and so be made responsible. */
    async staff(): Promise<StaffRow[]> {
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.name', 'u.email'])
        .where(isStaff)
        .orderBy('u.name')
        .orderBy('u.email')
        .execute();
    },

    async isStaff(userId: string): Promise<StaffRow | undefined> {
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.name', 'u.email'])
        .where('u.id', '=', userId)
        .where(isStaff)
        .executeTakeFirst();
    },

    /**
     * Changes status and/or responsible and writes one trail line per change. Run it inside a write
     * transaction: the current values are read there (locked on PostgreSQL), so two staff members
     * changing at once never lose a line. False when the lead does not exist.
     */
    async change(
      leadId: number,
      actor: { id: string; name: string },
      changes: { status?: LeadStatus; assignee?: { id: string; name: string } | null },
      at: string,
    ): Promise<boolean> {
      let read = db
        .selectFrom('lead as l')
        .leftJoin('users as au', 'au.id', 'l.assignee_id')
        .select(['l.status', 'l.assignee_id', 'au.name as assignee_name'])
        .where('l.id', '=', leadId);
      // SQLite's IMMEDIATE transaction already excludes other writers.
      if (!isSqlite(db)) read = read.forUpdate('l');
      const current = await read.executeTakeFirst();
      if (!current) return false;
      const events: { type: LeadEventType; from: string | null; to: string | null }[] = [];
      const update: { status?: LeadStatus; assignee_id?: string | null } = {};
      if (changes.status !== undefined && changes.status !== current.status) {
        update.status = changes.status;
        events.push({ type: 'status', from: current.status, to: changes.status });
      }
      const assigneeId =
        changes.assignee === undefined ? undefined : (changes.assignee?.id ?? null);
      if (assigneeId !== undefined && assigneeId !== current.assignee_id) {
        update.assignee_id = assigneeId;
        events.push({
          type: 'assignee',
          from: current.assignee_name,
          to: changes.assignee?.name ?? null,
        });
      }
      if (events.length === 0) return true;
      await db
        .updateTable('lead')
        .set({ ...update, updated_at: at })
        .where('id', '=', leadId)
        .execute();
      await db
        .insertInto('lead_event')
        .values(
          events.map((event) => ({
            lead_id: leadId,
            at,
            actor_id: actor.id,
            actor_name: actor.name,
            type: event.type,
            from_value: event.from,
            to_value: event.to,
          })),
        )
        .execute();
      return true;
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
