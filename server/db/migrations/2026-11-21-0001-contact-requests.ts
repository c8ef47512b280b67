import type { Kysely } from 'kysely';
import { migrationDialect } from '../migration-dialect';

// Frozen: never edit a migration that has shipped; add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = migrationDialect(db);
  await db.schema
    .createTable('contact_request')
    .addColumn('id', 'integer', dialect.id)
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('payload_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_request').execute();
}
