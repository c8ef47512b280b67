/** Throwaway databases on a test cluster: one per test app, made from the cluster's admin URL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's superuser URL (database 'postgres'), for CREATE DATABASE. */
    postgresAdminUrl: string;
    /** A database migrated to the latest schema, copied for each test app (never connected to). */
    postgresTemplate: string;
    /** The template's schemaFingerprint(): a database emptied for reuse must still match it. */
    postgresTemplateFingerprint: string;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(statement));
}

/**
 * One hash of what a migration makes in the public schema: relations with their columns,
 * constraints, triggers, functions, and the migrations recorded as applied.
 */
const SCHEMA_FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT 'relation ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce((
      SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
        || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ';'
        ORDER BY a.attnum)
      FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') AS item
    FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'function ' || oid::regprocedure::text || ' ' || md5(prosrc)
    FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    UNION ALL SELECT 'migration ' || name FROM kysely_migration
  ) AS items`;

/** The fingerprint of a migrated database's schema (SCHEMA_FINGERPRINT). */
export async function schemaFingerprint(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    return rows[0]!.fingerprint;
  });
}

/**
 * Empties a test app's database for the next app, as a fresh copy of the template would be: every
 * table truncated, identities restarted. Refuses (false: drop it instead) while another connection
 * is open on it (another server on the same database, a child process) or when its schema is no
 * longer the template's. Emptying takes ~40 ms where copying the template and dropping the copy
 * took ~250 ms.
 */
export async function emptyForReuse(
  adminUrl: string,
  name: string,
  templateFingerprint: string,
): Promise<boolean> {
  return withClient(databaseUrl(adminUrl, name), async (client) => {
    const others = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (Number(others.rows[0]!.count) > 0) return false;
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    if (rows[0]!.fingerprint !== templateFingerprint) return false;
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables
       WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely\\_%'`,
    );
    const list = tables.rows.map((row) => row.name).join(', ');
    if (list) await client.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
    return true;
  });
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database and returns its name: empty, or a copy of `template` (a database nobody is
 * connected to, such as the run's migrated one: copying it is about a third of creating and
 * migrating a new one).
 */
export async function createDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `kub_test_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^\w+$/.test(template))
    throw new Error(`not a database name: ${template}`);
  await asAdmin(
    adminUrl,
    template === undefined
      ? `CREATE DATABASE ${name}`
      : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  return name;
}

/** Drops it, closing any connection still open on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`not a test database name: ${name}`);
  await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
