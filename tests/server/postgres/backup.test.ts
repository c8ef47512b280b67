import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import * as tar from 'tar';
import type { BackupManifest } from '../../../server/cli/backup-archive';
import { MIGRATION_NAMES, migrateToLatest, migrationProvider } from '../../../server/db/migrate';
import { importLegacyResumes } from '../../../server/modules/uploads/legacy-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../../../server/cli/backup';
import { runRestoreCommand } from '../../../server/cli/restore';
import type { Database } from '../../../server/db/schema';
import { matchExpression } from '../../../server/modules/leads/lead-filter';
import { openTestDatabase, type TestDatabase } from './engines';

const RESUME = 'a'.repeat(32);
const GONE = 'b'.repeat(32);
const AT = '2026-11-25T12:00:00.000Z';

async function command(run: typeof runBackupCommand, argv: string[], env: Record<string, string>) {
  const printed = { out: [] as string[], err: [] as string[] };
  const code = await run(argv, {
    env,
    io: { log: (line) => printed.out.push(line), error: (line) => printed.err.push(line) },
  });
  return { code, ...printed };
}

/** Every table's rows, sorted, as comparable text. */
async function allRows(t: TestDatabase): Promise<Record<string, string[]>> {
  const tables: (keyof Database)[] = [
    'contact_request',
    'upload',
    'upload_content',
    'application',
    'users',
    'sessions',
    'lead',
    'lead_event',
    'lead_read',
    'notification',
    'lead_search',
  ];
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const all = await t.database.db.selectFrom(table).selectAll().execute();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describe('npm run backup and npm run restore on PostgreSQL', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    source = await openTestDatabase('postgres');
    target = await openTestDatabase('postgres', false);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies the database, resumes inside, from one snapshot, and restores it into an empty one', async () => {
    const { db } = source.database;
    const dataDir = tempDir('kub-pg-backup-');
    const bytes = Buffer.from('%PDF-1.4 резюме');
    const upload = (appId: string, storedName: string, sha256: string | null = null) => ({
      app_id: appId,
      token_hash: `token-${appId}`,
      status: 'stored' as const,
      file_name: 'cv.pdf',
      declared_type: 'application/pdf',
      declared_size: 15,
      declared_kind: 'pdf',
      expires_at: Date.parse(AT),
      stored_name: storedName,
      size: 15,
      sha256,
      detected_type: 'application/pdf',
      completed_at: Date.parse(AT),
    });
    // One resume an application links, its bytes in the database; one unlinked upload of an older
    // release whose file was never found (no bytes): kept as it is.
    const [linked] = await db
      .insertInto('upload')
      .values([
        upload('app1', RESUME, createHash('sha256').update(bytes).digest('hex')),
        upload('app2', GONE),
      ])
      .returning('id')
      .execute();
    await db.insertInto('upload_content').values({ upload_id: linked!.id, bytes }).execute();
    const application = await db
      .insertInto('application')
      .values({
        request_id: 'r1',
        payload_hash: 'h',
        name: 'Фёдор Конюхов',
        email: 'fedor@mail.example',
        phone: '+7 (911) 123-45-67',
        option: 'электромонтажник',
        message: 'Опыт 5 лет',
        page: '/',
        app_id: 'app1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lead = await db
      .insertInto('lead')
      .values({
        kind: 'application',
        contact_request_id: null,
        application_id: application.id,
        status: 'new',
        spam_reason: null,
        assignee_id: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('lead_search').values({ rowid: lead.id, body: 'федор конюхов' }).execute();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'Admin@Example.ru',
        password_hash: 'x',
        name: 'Админ',
        username: 'admin',
        phone: '',
        group_code: 'admin',
        role: 'admin',
        city: '',
        about: '',
        email_opt_in: 0,
        is_admin: 1,
        avatar: null,
        created_at: AT,
        updated_at: AT,
      })
      .execute();

    const archive = path.join(tempDir('kub-pg-archive-'), 'kub.tar');
    const made = await command(runBackupCommand, ['--to', archive], {
      DATA_DIR: dataDir,
      DATABASE_URL: source.url!,
    });
    expect(made.err).toEqual([]);
    expect(made.code).toBe(0);
    expect(made.out[0]).toMatch(
      /^Резервная копия сохранена: .+: заявок 0, анкет 1, резюме 1, схема [^ ]+\.$/,
    );
    expect(made.out[0]).toContain(`схема ${MIGRATION_NAMES.at(-1)}.`);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const restoredDir = tempDir('kub-pg-restored-');
    const restored = await command(runRestoreCommand, [archive], {
      DATA_DIR: restoredDir,
      DATABASE_URL: target.url!,
    });
    expect(restored.err).toEqual([]);
    expect(restored.code).toBe(0);

    // Every row, the resume's bytes among them; nothing written to DATA_DIR.
    expect(await allRows(target)).toEqual(await allRows(source));
    const restoredBytes = await target.database.db
      .selectFrom('upload_content')
      .select('bytes')
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(restoredBytes.bytes, bytes)).toBe(0);
    expect(fs.readdirSync(restoredDir)).toEqual([]);
    const tdb = target.database.db;
    const found = await tdb
      .selectFrom('lead_search')
      .select('rowid')
      .where(matchExpression(tdb, ['конюх']))
      .execute();
    expect(found).toEqual([{ rowid: lead.id }]);
    // New rows continue after the restored keys (the identity sequences came with the dump).
    const id = await tdb
      .insertInto('upload')
      .values(upload('app3', 'c'.repeat(32)))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id.id).toBeGreaterThan(2);

    // A database that holds tables is never restored into.
    const again = await command(runRestoreCommand, [archive], {
      DATA_DIR: tempDir('kub-pg-again-'),
      DATABASE_URL: target.url!,
    });
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/^В базе данных PostgreSQL уже есть таблицы\./);

    // Nor is a PostgreSQL copy restored into SQLite.
    const sqlite = await command(runRestoreCommand, [archive], {
      DATA_DIR: tempDir('kub-pg-sqlite-'),
    });
    expect(sqlite.code).toBe(1);
    expect(sqlite.err[0]).toBe(
      'Это копия базы PostgreSQL: укажите DATABASE_URL пустой базы PostgreSQL.',
    );

    // A resume whose bytes differ from the sha256 recorded at upload stops the backup.
    await db
      .updateTable('upload_content')
      .set({ bytes: Buffer.from('%PDF-1.4 другое') })
      .execute();
    const corrupt = await command(runBackupCommand, ['--to', `${archive}.2`], {
      DATA_DIR: dataDir,
      DATABASE_URL: source.url!,
    });
    expect(corrupt.code).toBe(1);
    expect(corrupt.err[0]).toBe(
      `Резюме ${RESUME} повреждено: его sha256 не совпадает с записанным.`,
    );
    expect(fs.existsSync(`${archive}.2`)).toBe(false);
  }, 60_000);

  it('restores a format-1 archive (resumes as files), whose files the server then imports', async () => {
    const old = await openTestDatabase('postgres', false);
    const fresh = await openTestDatabase('postgres', false);
    try {
      // A database of the release before resumes moved in (schema 0005), its resume a file.
      const { db } = old.database;
      await new Migrator({ db, provider: migrationProvider }).migrateTo(
        '2026-11-25-0005-notification-lease',
      );
      const bytes = Buffer.from('%PDF-1.4 резюме старой версии');
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await db
        .insertInto('upload')
        .values({
          app_id: 'old1',
          token_hash: 'token-old1',
          status: 'stored',
          file_name: 'cv.pdf',
          declared_type: 'application/pdf',
          declared_size: bytes.length,
          declared_kind: 'pdf',
          expires_at: Date.parse(AT),
          stored_name: RESUME,
          size: bytes.length,
          sha256,
          detected_type: 'application/pdf',
          completed_at: Date.parse(AT),
        })
        .execute();
      const made = path.join(tempDir('kub-pg-v1-'), 'kub.tar');
      expect(
        (
          await command(runBackupCommand, ['--to', made], {
            DATA_DIR: tempDir('kub-pg-v1-data-'),
            DATABASE_URL: old.url!,
          })
        ).code,
      ).toBe(0);
      // The archive as that release wrote it: version 1, the file under uploads/.
      const unpacked = tempDir('kub-pg-v1-unpacked-');
      await tar.x({ file: made, cwd: unpacked });
      fs.mkdirSync(path.join(unpacked, 'uploads'));
      fs.writeFileSync(path.join(unpacked, 'uploads', RESUME), bytes);
      const manifestPath = path.join(unpacked, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
      expect(manifest.counts.resumes).toBe(1);
      manifest.version = 1;
      manifest.files.push({ path: `uploads/${RESUME}`, size: bytes.length, sha256 });
      fs.writeFileSync(manifestPath, JSON.stringify(manifest));
      const legacy = path.join(tempDir('kub-pg-v1-archive-'), 'kub-v1.tar');
      await tar.c({ file: legacy, cwd: unpacked, portable: true }, [
        'manifest.json',
        ...manifest.files.map((file) => file.path),
      ]);

      const restoredDir = tempDir('kub-pg-v1-restored-');
      const restored = await command(runRestoreCommand, [legacy], {
        DATA_DIR: restoredDir,
        DATABASE_URL: fresh.url!,
      });
      expect(restored.err).toEqual([]);
      expect(restored.code).toBe(0);
      expect(fs.readdirSync(path.join(restoredDir, 'uploads'))).toEqual([RESUME]);

      // What the server does at start: the migrations, then the import of the files.
      await migrateToLatest(fresh.database.db);
      const report = await importLegacyResumes(fresh.database.db, restoredDir, {
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      });
      expect(report).toMatchObject({ imported: 1, missing: 0, mismatched: 0 });
      const stored = await fresh.database.db
        .selectFrom('upload_content')
        .select('bytes')
        .executeTakeFirstOrThrow();
      expect(createHash('sha256').update(stored.bytes).digest('hex')).toBe(sha256);
      expect(fs.existsSync(path.join(restoredDir, 'uploads'))).toBe(false);
    } finally {
      await old.close();
      await fresh.close();
    }
  }, 60_000);
});
