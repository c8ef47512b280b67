import { sql, type Kysely } from 'kysely';
import { migrationDialect } from '../migration-dialect';

// Frozen: never edit a migration that has shipped; add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = migrationDialect(db);
  // The bytes of each stored resume (issue 18), in the database every app server shares: written
  // in the transaction that marks the upload stored, gone with its upload row.
  await db.schema
    .createTable('upload_content')
    .addColumn('upload_id', 'integer', (col) =>
      col.primaryKey().references('upload.id').onDelete('cascade'),
    )
    .addColumn('bytes', dialect.postgres ? sql`bytea` : sql`blob`, (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_content').execute();
}
