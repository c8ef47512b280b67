import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { MIGRATION_NAMES } from '../../../server/db/migrate';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  emptyForReuse,
  schemaFingerprint,
} from '../../support/postgres-databases';

/**
 * The server-pg project hands each test app a database emptied by an earlier app, when nothing else
 * uses it and its schema is still the template's (tests/server/helpers.ts). These tests hold the
 * helper to that: a reused database is what a fresh copy of the template would be.
 */
describe('a test database emptied for the next app', () => {
  const adminUrl = inject('postgresAdminUrl');
  const fingerprint = inject('postgresTemplateFingerprint');
  const made: string[] = [];
  const open: pg.Client[] = [];

  afterEach(async () => {
    for (const client of open.splice(0)) await client.end();
    for (const name of made.splice(0)) await dropDatabase(adminUrl, name);
  });

  async function copyOfTemplate(): Promise<string> {
    const name = await createDatabase(adminUrl, inject('postgresTemplate'));
    made.push(name);
    return name;
  }

  async function connect(name: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
    await client.connect();
    open.push(client);
    return client;
  }

  async function close(client: pg.Client): Promise<void> {
    open.splice(open.indexOf(client), 1);
    await client.end();
  }

  /** Stores a contact request and returns its id (an identity column). */
  async function addRequest(client: pg.Client, requestId: string): Promise<number> {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO contact_request (request_id, payload_hash, name, email, option, message)
       VALUES ($1, 'hash', 'Иван Петров', 'ivan@example.ru', 'Другое', 'Позвоните мне.')
       RETURNING id`,
      [requestId],
    );
    return Number(rows[0]!.id);
  }

  const requests = async (client: pg.Client) =>
    (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request')).rows[0]!
      .n;

  it('is the template copy it started as: the template has the fingerprint the run recorded', async () => {
    const name = await copyOfTemplate();
    expect(await schemaFingerprint(databaseUrl(adminUrl, name))).toBe(fingerprint);
  });

  it('keeps no row, restarts the identities and keeps the applied migrations', async () => {
    const name = await copyOfTemplate();
    let client = await connect(name);
    const first = await addRequest(client, 'request-1');
    await addRequest(client, 'request-2');
    await close(client);

    expect(await emptyForReuse(adminUrl, name, fingerprint)).toBe(true);

    client = await connect(name);
    expect(await requests(client)).toBe(0);
    expect(await addRequest(client, 'request-1')).toBe(first);
    const migrations = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kysely_migration',
    );
    expect(migrations.rows[0]!.n).toBe(MIGRATION_NAMES.length);
  });

  it('refuses while another connection is open on it, and leaves its rows', async () => {
    const name = await copyOfTemplate();
    const client = await connect(name);
    await addRequest(client, 'request-1');

    expect(await emptyForReuse(adminUrl, name, fingerprint)).toBe(false);
    expect(await requests(client)).toBe(1);
  });

  it('refuses a database whose schema a test changed', async () => {
    const name = await copyOfTemplate();
    const client = await connect(name);
    await client.query('ALTER TABLE contact_request ADD COLUMN callback_time text');
    await close(client);

    expect(await emptyForReuse(adminUrl, name, fingerprint)).toBe(false);
  });
});
