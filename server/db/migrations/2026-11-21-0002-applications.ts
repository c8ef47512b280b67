import { sql, type Kysely } from 'kysely';
import { migrationDialect } from '../migration-dialect';

// Frozen: never edit a migration that has shipped; add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = migrationDialect(db);
  // One row per prepared resume upload: a one-time address (only its hash is kept), then the
  // stored file's facts once the PUT has passed every check.
  await db.schema
    .createTable('upload')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('app_id', 'text', (col) => col.notNull().unique())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'receiving', 'stored')`),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('declared_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('declared_size', 'integer', (col) => col.notNull())
    .addColumn('declared_kind', 'text', (col) => col.notNull())
    .addColumn('expires_at', dialect.epochMs, (col) => col.notNull())
    .addColumn('stored_name', 'text', (col) => col.unique())
    .addColumn('size', 'integer')
    .addColumn('sha256', 'text')
    .addColumn('detected_type', 'text')
    .addColumn('completed_at', dialect.epochMs)
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema
    .createIndex('upload_status_expires')
    .on('upload')
    .columns(['status', 'expires_at'])
    .execute();

  // Job applications (accounts spec §3.3), one row per client request id, forever.
  await db.schema
    .createTable('application')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('payload_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('app_id', 'text', (col) => col.references('upload.app_id').onDelete('restrict'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('application_app_id').on('application').column('app_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application').execute();
  await db.schema.dropTable('upload').execute();
}
