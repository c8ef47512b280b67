import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256File, type BackupManifest } from '../../../server/cli/backup-archive';
import { USAGE as BACKUP_USAGE } from '../../../server/cli/backup';
import { USAGE as RESTORE_USAGE } from '../../../server/cli/restore';
import { sendForm, validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import { requireSqlite } from '../../../server/db/database';
import { buildTestApp, type TestApp } from '../helpers';
import {
  DOCX_TYPE,
  PDF_TYPE,
  minimalDocx,
  minimalPdf,
  upload,
  storedBytes,
  uploadRows,
} from '../uploads/fixtures';
import {
  allRows,
  backup,
  buildServerLikeApp,
  liveRows,
  restore,
  tempDir,
  withDatabase,
} from './backup-fixtures';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** The resumes a database holds: stored name → bytes. */
function resumesIn(sqlite: SQLite.Database): Map<string, Buffer> {
  const rows = sqlite
    .prepare(
      `SELECT u.stored_name AS name, c.bytes FROM upload u
       JOIN upload_content c ON c.upload_id = u.id ORDER BY u.id`,
    )
    .all() as { name: string; bytes: Buffer }[];
  return new Map(rows.map((row) => [row.name, row.bytes]));
}

describe('npm run backup / npm run restore', () => {
  let t: TestApp;
  let outDir: string;
  let targetDir: string;
  let archive: string;
  beforeEach(async () => {
    t = await buildServerLikeApp();
    outDir = tempDir('kub-backups-');
    targetDir = path.join(tempDir('kub-restore-'), 'data');
    archive = path.join(outDir, 'kub.tar');
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(targetDir), { recursive: true, force: true });
  });

  /** Three contact requests, two applications with resumes, one resume no application links. */
  async function fill(): Promise<Map<string, Buffer>> {
    const resumes = new Map<string, Buffer>();
    for (let i = 0; i < 3; i++) {
      const res = await sendForm(t, {
        ...validContact(),
        name: `Клиент ${i}`,
        requestId: randomUUID(),
      });
      expect(res.statusCode).toBe(200);
    }
    const files: [string, Buffer, string][] = [
      ['Резюме.pdf', minimalPdf(), PDF_TYPE],
      ['Резюме.docx', minimalDocx(), DOCX_TYPE],
    ];
    for (const [name, bytes, type] of files) {
      const prepared = await upload(t, name, bytes, type);
      const res = await sendForm(t, {
        ...validApplication(),
        requestId: randomUUID(),
        appId: prepared.appId,
        file: { name, type, size: bytes.length, diskPath: prepared.diskPath },
      });
      expect(res.statusCode).toBe(200);
    }
    await upload(t, 'Черновик.pdf', minimalPdf(), PDF_TYPE);
    for (const row of await uploadRows(t)) {
      const stored = String(row.stored_name);
      resumes.set(stored, (await storedBytes(t, stored))!);
    }
    expect(resumes.size).toBe(3);
    return resumes;
  }

  it('restores every row and every byte-identical resume (in the database) into an empty directory', async () => {
    const resumes = await fill();
    const before = liveRows(t);

    const made = await backup(t.dataDir, '--to', archive);
    expect(made).toMatchObject({ code: 0, err: [] });
    expect(made.out).toHaveLength(1);
    expect(made.out[0]).toMatch(
      /^Резервная копия сохранена: .*kub\.tar .*заявок 3, анкет 2, резюме 3/,
    );
    expect(mode(archive)).toBe(0o600);
    expect(fs.readdirSync(outDir)).toEqual(['kub.tar']);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toEqual(['manifest.json', 'kub.sqlite']);

    const restored = await restore(targetDir, archive);
    expect(restored).toMatchObject({ code: 0, err: [] });
    expect(restored.out[0]).toMatch(/восстановлена в .*заявок 3, анкет 2, резюме 3/);

    expect(fs.readdirSync(targetDir)).toEqual(['kub.sqlite']);
    expect(withDatabase(targetDir, (sqlite) => sqlite.pragma('integrity_check'))).toEqual([
      { integrity_check: 'ok' },
    ]);
    expect(withDatabase(targetDir, allRows)).toEqual(before);
    expect(withDatabase(targetDir, resumesIn)).toEqual(resumes);
    expect(mode(path.join(targetDir, 'kub.sqlite'))).toBe(0o600);

    // The server starts on it: migrations run, the data is served from it.
    const again = await buildTestApp({}, {}, { dataDir: targetDir, databaseFile: 'kub.sqlite' });
    try {
      const health = await again.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(liveRows(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });

  it('refuses to restore over a database and leaves it as it was', async () => {
    await fill();
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    const before = liveRows(t);
    const refused = await restore(t.dataDir, archive);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toMatch(/уже есть база данных/);
    expect(liveRows(t)).toEqual(before);

    fs.mkdirSync(path.join(targetDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(targetDir, 'uploads', 'stray'), 'x');
    const withFiles = await restore(targetDir, archive);
    expect(withFiles.code).toBe(1);
    expect(withFiles.err.join('\n')).toMatch(/уже есть файлы резюме/);
    expect(fs.existsSync(path.join(targetDir, 'kub.sqlite'))).toBe(false);
  });

  it.each([
    ['the first header', (_tar: Buffer) => 0],
    ['the database', (tar: Buffer) => tar.indexOf('SQLite format 3') + 4096 + 17],
    ['a resume', (tar: Buffer) => tar.indexOf('%PDF-1.4') + 40],
    ['the manifest', (tar: Buffer) => tar.indexOf('"sha256": "') + 12],
  ])('refuses an archive with a flipped byte in %s and writes nothing', async (_case, at) => {
    await fill();
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    const bytes = fs.readFileSync(archive);
    const offset = at(bytes);
    expect(offset).toBeGreaterThanOrEqual(0);
    bytes[offset] = bytes[offset]! ^ 0x01;
    const broken = path.join(outDir, 'broken.tar');
    fs.writeFileSync(broken, bytes);

    const refused = await restore(targetDir, broken);
    expect(refused.code).toBe(1);
    expect(refused.err).toHaveLength(1);
    expect(refused.err[0]).toMatch(/повреждён|manifest\.json/);
    expect(refused.out).toEqual([]);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  /** Unpacks the archive, lets `change` edit it, and packs it again with a matching manifest. */
  async function repack(change: (dir: string) => string[]): Promise<string> {
    const dir = tempDir('kub-repack-');
    try {
      await tar.x({ file: archive, cwd: dir });
      const extra = change(dir);
      const manifestPath = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
      for (const file of manifest.files) {
        Object.assign(file, await sha256File(path.join(dir, file.path)));
      }
      fs.writeFileSync(manifestPath, JSON.stringify(manifest));
      const repacked = path.join(outDir, 'repacked.tar');
      await tar.c({ file: repacked, cwd: dir, portable: true }, [
        'manifest.json',
        ...manifest.files.map((file) => file.path),
        ...extra,
      ]);
      return repacked;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('refuses a backup whose schema is newer than this release', async () => {
    await fill();
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    const future = '2099-01-01-0099-future';
    const newer = await repack((dir) => {
      const sqlite = new SQLite(path.join(dir, 'kub.sqlite'));
      sqlite
        .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
        .run(future, new Date().toISOString());
      sqlite.close();
      const manifestPath = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
      fs.writeFileSync(manifestPath, JSON.stringify({ ...manifest, migration: future }));
      return [];
    });
    const refused = await restore(targetDir, newer);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/более новой версией КУБ/);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('refuses an archive with an entry a backup never has', async () => {
    await fill();
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    const odd = await repack((dir) => {
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'x');
      return ['notes.txt'];
    });
    const refused = await restore(targetDir, odd);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/Лишняя запись в архиве: notes\.txt/);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('restores a format-1 archive (resumes as files): the server imports them at start', async () => {
    const resumes = await fill();
    const before = liveRows(t);
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    // What a release before migration 0006 wrote: schema 0005 (no later migration), resumes in
    // uploads/, version 1.
    const legacy = await repack((dir) => {
      const sqlite = new SQLite(path.join(dir, 'kub.sqlite'));
      fs.mkdirSync(path.join(dir, 'uploads'));
      for (const [name, bytes] of resumesIn(sqlite)) {
        fs.writeFileSync(path.join(dir, 'uploads', name), bytes);
      }
      sqlite.exec(`DROP TABLE upload_content;
        DELETE FROM kysely_migration WHERE name >= '2026-11-26-0006'`);
      sqlite.close();
      const manifestPath = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
      const files = [...resumes.keys()].map((name) => ({
        path: `uploads/${name}`,
        size: 0,
        sha256: '',
      }));
      fs.writeFileSync(
        manifestPath,
        JSON.stringify({
          ...manifest,
          version: 1,
          migration: '2026-11-25-0005-notification-lease',
          files: [...manifest.files, ...files],
        }),
      );
      return [];
    });
    const restored = await restore(targetDir, legacy);
    expect(restored).toMatchObject({ code: 0, err: [] });
    expect(restored.out[0]).toMatch(/заявок 3, анкет 2, резюме 3/);
    expect(fs.readdirSync(path.join(targetDir, 'uploads')).sort()).toEqual(
      [...resumes.keys()].sort(),
    );

    const again = await buildTestApp({}, {}, { dataDir: targetDir, databaseFile: 'kub.sqlite' });
    try {
      expect(resumesIn(requireSqlite(again.database))).toEqual(resumes);
      // Every row as it was; only migration 0006's time is the new start's.
      const withoutMigrations = (rows: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(rows).filter(([table]) => table !== 'kysely_migration'));
      expect(withoutMigrations(liveRows(again))).toEqual(withoutMigrations(before));
      expect(fs.existsSync(path.join(targetDir, 'uploads'))).toBe(false);
    } finally {
      await again.close();
    }
    // Two apps and two archive passes: slow when the machine is loaded.
  }, 30_000);

  it('refuses an archive whose database holds a resume that differs from its sha256', async () => {
    await fill();
    expect((await backup(t.dataDir, '--to', archive)).code).toBe(0);
    const altered = await repack((dir) => {
      const sqlite = new SQLite(path.join(dir, 'kub.sqlite'));
      sqlite.prepare(`UPDATE upload_content SET bytes = ? WHERE upload_id = 1`).run(minimalDocx());
      sqlite.close();
      return [];
    });
    const refused = await restore(targetDir, altered);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/^Резюме [0-9a-f]{32} повреждено/);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('fails, writing nothing, when a resume an application links has no bytes', async () => {
    const resumes = await fill();
    const linked = (await uploadRows(t)).find((row) =>
      requireSqlite(t.database)
        .prepare('SELECT 1 FROM application WHERE app_id = ?')
        .get(row.app_id),
    )!;
    requireSqlite(t.database)
      .prepare('DELETE FROM upload_content WHERE upload_id = ?')
      .run(linked.id);
    const failed = await backup(t.dataDir, '--to', archive);
    expect(failed.code).toBe(1);
    expect(failed.err.join('\n')).toMatch(
      /Резюме .* нет в базе данных, а заявка на него ссылается/,
    );
    expect(fs.readdirSync(outDir)).toEqual([]);
    expect(resumes.size).toBe(3);
  });

  it.each([
    [[]],
    [['--to']],
    [['--to', '']],
    [['--out', 'x.tar']],
    [['--to', 'a.tar', '--to', 'b.tar']],
  ])('backup %j: a Russian usage message and exit 1', async (argv) => {
    const result = await backup(t.dataDir, ...argv);
    expect(result.code).toBe(1);
    expect(result.err.at(-1)).toBe(BACKUP_USAGE);
    expect(result.err[0]).toMatch(/[А-Яа-я]/);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it.each([[[]], [['--force', 'x.tar']], [['a.tar', 'b.tar']]])(
    'restore %j: a Russian usage message and exit 1',
    async (argv) => {
      const result = await restore(targetDir, ...argv);
      expect(result.code).toBe(1);
      expect(result.err.at(-1)).toBe(RESTORE_USAGE);
      expect(fs.existsSync(targetDir)).toBe(false);
    },
  );

  it('says so when there is no database to back up, or no archive to restore', async () => {
    const empty = tempDir('kub-empty-');
    try {
      const noDatabase = await backup(empty, '--to', archive);
      expect(noDatabase.code).toBe(1);
      expect(noDatabase.err[0]).toMatch(/^База данных не найдена/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
    const noArchive = await restore(targetDir, path.join(outDir, 'missing.tar'));
    expect(noArchive.code).toBe(1);
    expect(noArchive.err[0]).toMatch(/^Файл резервной копии не найден/);
    const inside = await backup(t.dataDir, '--to', path.join(t.dataDir, 'copy.tar'));
    expect(inside.code).toBe(1);
    expect(inside.err[0]).toMatch(/нельзя сохранять в каталоге данных/);
  });
});
