import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  // Which app server holds a notification's lease ('sending' until lease_until): with several
  // servers on one database, only the holder records the outcome of its try.
  await db.schema.alterTable('notification').addColumn('claimed_by', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').dropColumn('claimed_by').execute();
}
