/** Throwaway databases on a test cluster: one per test app, made from the cluster's admin URL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's superuser URL (database 'postgres'), for CREATE DATABASE. */
    postgresAdminUrl: string;
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database and returns its name. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `kub_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return name;
}

/** Drops it, closing any connection still open on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^\w+$/.test(name)) throw new Error(`not a test database name: ${name}`);
  await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
