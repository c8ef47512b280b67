import { sql, type Kysely } from 'kysely';
import { migrationDialect } from '../migration-dialect';

// Frozen: never edit a migration that has shipped; add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = migrationDialect(db);
  const { now } = dialect;
  // citext is a trusted extension: the database's owner may create it.
  if (dialect.postgres) await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', dialect.email, (col) =>
      dialect.postgres
        ? col.notNull().unique()
        : col
            .notNull()
            .unique()
            .modifyEnd(sql`collate nocase`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('group_code', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('about', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avatar', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  // One row per refresh token; a login and all its rotations share family_id.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('persistent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_family_id').on('sessions').column('family_id').execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
