import { sql, type Kysely } from 'kysely';
import { migrationDialect } from '../migration-dialect';
import { LATIN_FOLD_FROM, LATIN_FOLD_TO } from '../search-folding';

// Frozen: never edit a migration that has shipped; add a new one.

/** The folding of the search index as it was when this migration shipped (lead-search.ts). */
function frozenSearchText(row: { name: string; email: string; phone: string; message: string }) {
  const digits = row.phone.replace(/\D/g, '');
  const phones = digits ? [digits, ...(digits.length > 10 ? [digits.slice(-10)] : [])] : [];
  return [row.name, row.email, row.phone, ...phones, row.message]
    .join('\n')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = migrationDialect(db);
  const { now } = dialect;

  // A calculator estimate sent with a contact request (JSON, issue 17); shown on the lead's page.
  await db.schema.alterTable('contact_request').addColumn('estimate', 'text').execute();

  // The inbox: one row per contact request or application, with its state. What was submitted stays
  // in contact_request / application; the lead points at exactly one of them.
  await db.schema
    .createTable('lead')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind IN ('contact', 'application')`),
    )
    .addColumn('contact_request_id', 'integer', (col) =>
      col.unique().references('contact_request.id').onDelete('restrict'),
    )
    .addColumn('application_id', 'integer', (col) =>
      col.unique().references('application.id').onDelete('restrict'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status IN ('new', 'in_progress', 'closed', 'spam')`),
    )
    .addColumn('spam_reason', 'text')
    .addColumn('assignee_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'lead_one_source',
      sql`(kind = 'contact' AND contact_request_id IS NOT NULL AND application_id IS NULL)
        OR (kind = 'application' AND application_id IS NOT NULL AND contact_request_id IS NULL)`,
    )
    .execute();
  // Newest first within a status or a kind, and date ranges.
  await db.schema.createIndex('lead_status_id').on('lead').columns(['status', 'id']).execute();
  await db.schema.createIndex('lead_kind_id').on('lead').columns(['kind', 'id']).execute();
  await db.schema.createIndex('lead_created_at').on('lead').column('created_at').execute();
  await db.schema.createIndex('lead_assignee').on('lead').column('assignee_id').execute();

  // Who changed what and when (status, responsible), per lead.
  await db.schema
    .createTable('lead_event')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('lead.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('actor_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    /** The actor's name at the time, so the trail reads the same after a rename or deletion. */
    .addColumn('actor_name', 'text')
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN ('created', 'status', 'assignee')`),
    )
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .execute();
  await db.schema
    .createIndex('lead_event_lead')
    .on('lead_event')
    .columns(['lead_id', 'id'])
    .execute();

  // Which staff member has opened which lead.
  const leadRead = db.schema
    .createTable('lead_read')
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('lead.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('lead_read_pk', ['user_id', 'lead_id']);
  await (dialect.postgres ? leadRead : leadRead.modifyEnd(sql`WITHOUT ROWID`)).execute();

  // New-lead announcements (e-mail, webhook): written with the lead, delivered by the notifier.
  await db.schema
    .createTable('notification')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('lead.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (col) =>
      col.notNull().check(sql`channel IN ('email', 'webhook')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    /** Epoch milliseconds: when a pending notification is due. */
    .addColumn('next_attempt_at', dialect.epochMs, (col) => col.notNull())
    /** Epoch milliseconds: while 'sending', until when the claim holds. */
    .addColumn('lease_until', dialect.epochMs)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('notification_lead_channel', ['lead_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('notification_due')
    .on('notification')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // Full-text search over name, e-mail, phone and message (folded: lower case, ё = е).
  if (dialect.postgres) {
    // The same index on PostgreSQL: the folded text's words, split at every character that is not
    // a letter or digit (as FTS5's unicode61: an e-mail or a phone's punctuation separates words;
    // ICU's classes, so the database's locale does not matter), Latin diacritics folded as FTS5's
    // remove_diacritics does, found by prefix through GIN.
    await sql`CREATE TABLE lead_search (
      rowid integer PRIMARY KEY REFERENCES lead (id) ON DELETE CASCADE,
      body text NOT NULL,
      words tsvector GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(
        translate(body, ${sql.lit(LATIN_FOLD_FROM)}, ${sql.lit(LATIN_FOLD_TO)}) COLLATE "und-x-icu",
        '[^[:alnum:]]+', ' ', 'g'))) STORED)`.execute(db);
    await sql`CREATE INDEX lead_search_words ON lead_search USING gin (words)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE lead_search USING fts5(
    body, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  }

  // Requests and applications stored before the inbox existed become leads (no notifications).
  // In order of arrival, so the inbox's id order is the order they were received in.
  await sql`INSERT INTO lead (kind, contact_request_id, application_id, created_at, updated_at)
    SELECT kind, contact_request_id, application_id, created_at, created_at FROM (
      SELECT 'contact' AS kind, id AS contact_request_id, NULL AS application_id, created_at
        FROM contact_request
      UNION ALL
      SELECT 'application', NULL, id, created_at FROM application
    ) AS received ORDER BY created_at, kind, coalesce(contact_request_id, application_id)`.execute(
    db,
  );
  const rows = await sql<{
    id: number;
    name: string;
    email: string;
    phone: string;
    message: string;
  }>`
    SELECT l.id, coalesce(c.name, a.name) AS name, coalesce(c.email, a.email) AS email,
      coalesce(c.phone, a.phone) AS phone, coalesce(c.message, a.message) AS message
    FROM lead l
    LEFT JOIN contact_request c ON c.id = l.contact_request_id
    LEFT JOIN application a ON a.id = l.application_id`.execute(db);
  for (const row of rows.rows) {
    await sql`INSERT INTO lead_search (rowid, body) VALUES (${row.id}, ${frozenSearchText(row)})`.execute(
      db,
    );
    await sql`INSERT INTO lead_event (lead_id, at, type, to_value)
      SELECT id, created_at, 'created', 'new' FROM lead WHERE id = ${row.id}`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE lead_search`.execute(db);
  await db.schema.dropTable('notification').execute();
  await db.schema.dropTable('lead_read').execute();
  await db.schema.dropTable('lead_event').execute();
  await db.schema.dropTable('lead').execute();
}
