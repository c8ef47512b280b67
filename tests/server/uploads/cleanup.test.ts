import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { readServerConfig } from '../../../server/config';
import { requireSqlite, openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import {
  CLEANUP_INTERVAL_MS,
  ORPHAN_FILE_GRACE_MS,
  UNLINKED_RETENTION_MS,
  cleanUploads,
} from '../../../server/modules/uploads/upload-cleanup';
import { createUploadRepository } from '../../../server/modules/uploads/upload-repository';
import { buildTestApp, type TestApp } from '../helpers';
import {
  PDF_TYPE,
  minimalPdf,
  prepare,
  upload,
  uploadRows,
  uploadedFiles,
  uploadsDir,
} from './fixtures';

const HOUR = 60 * 60_000;

function plantFile(dir: string, name: string, ageMs: number): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

describe('cleanUploads', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('drops expired, never-completed addresses and keeps live and completed ones', async () => {
    t = await buildTestApp({ uploadUrlTtlMs: 60_000 });
    const repository = createUploadRepository(requireSqlite(t.database));
    await prepare(t, { fileName: 'a.pdf', fileSize: 10, fileType: PDF_TYPE });
    const done = await upload(t, 'b.pdf', minimalPdf(), PDF_TYPE);
    const report = cleanUploads(repository, uploadsDir(t), Date.now() + 2 * 60_000);
    expect(report.expiredTokens).toBe(1);
    expect(uploadRows(t).map((row) => row.app_id)).toEqual([done.appId]);
    expect(uploadedFiles(t)).toHaveLength(1);
  });

  it('removes old files nothing refers to, and keeps fresh ones (a PUT may be finishing)', async () => {
    t = await buildTestApp();
    const dir = uploadsDir(t);
    const kept = await upload(t, 'cv.pdf', minimalPdf(), PDF_TYPE);
    const storedName = uploadRows(t)[0]!.stored_name as string;
    fs.utimesSync(path.join(dir, storedName), new Date(0), new Date(0));
    plantFile(dir, 'a'.repeat(32), ORPHAN_FILE_GRACE_MS + HOUR);
    plantFile(dir, '.tmp-0123456789abcdef', 2 * HOUR);
    plantFile(dir, 'b'.repeat(32), 60_000);
    const report = cleanUploads(createUploadRepository(requireSqlite(t.database)), dir);
    expect(report.orphanFiles).toBe(2);
    expect(uploadedFiles(t).sort()).toEqual(['b'.repeat(32), storedName].sort());
    expect(uploadRows(t)[0]!.app_id).toBe(kept.appId);
  });

  it('removes a resume no application linked within the retention, and keeps linked ones', async () => {
    t = await buildTestApp();
    const lonely = await upload(t, 'lonely.pdf', minimalPdf(), PDF_TYPE);
    const linked = await upload(t, 'linked.pdf', minimalPdf(), PDF_TYPE);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        name: 'Иван Петров',
        email: 'ivan@example.ru',
        phone: '+7 (911) 123-45-67',
        option: 'Новая анкета',
        message: 'Контакты: …',
        appId: linked.appId,
      }),
    });
    expect(submit.statusCode).toBe(200);
    const repository = createUploadRepository(requireSqlite(t.database));
    const now = Date.now() + UNLINKED_RETENTION_MS + 1000;
    const report = cleanUploads(repository, uploadsDir(t), now);
    expect(report.unlinkedUploads).toBe(1);
    const rows = uploadRows(t);
    expect(rows.map((row) => row.app_id)).toEqual([linked.appId]);
    expect(uploadedFiles(t)).toEqual([rows[0]!.stored_name]);
    expect(rows.some((row) => row.app_id === lonely.appId)).toBe(false);
  });
});

describe('the cleanup schedule', () => {
  it('runs at start, then hourly on an unref’d timer that closing the app clears', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-test-'));
    const dir = path.join(dataDir, 'uploads');
    fs.mkdirSync(dir, { mode: 0o755 });
    plantFile(dir, 'c'.repeat(32), 2 * HOUR);
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');
    const database = openDatabase(path.join(dataDir, 'test.sqlite'));
    try {
      await migrateToLatest(database.db);
      const config = readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database });
      await app.ready();
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      const call = setSpy.mock.calls.findIndex(([, ms]) => ms === CLEANUP_INTERVAL_MS);
      expect(call).toBeGreaterThanOrEqual(0);
      const timer = setSpy.mock.results[call]!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await app.close();
      expect(clearSpy).toHaveBeenCalledWith(timer);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
