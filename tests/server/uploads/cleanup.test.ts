import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { readServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import {
  CLEANUP_INTERVAL_MS,
  UNLINKED_RETENTION_MS,
  cleanUploads,
} from '../../../server/modules/uploads/upload-cleanup';
import { createUploadRepository } from '../../../server/modules/uploads/upload-repository';
import { buildTestApp, type TestApp } from '../helpers';
import {
  PDF_TYPE,
  minimalPdf,
  plantFile,
  prepare,
  upload,
  storedResumes,
  uploadRows,
} from './fixtures';

const HOUR = 60 * 60_000;

describe('cleanUploads', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('drops expired, never-completed addresses and keeps live and completed ones', async () => {
    t = await buildTestApp({ uploadUrlTtlMs: 60_000 });
    const repository = createUploadRepository(t.database.db);
    await prepare(t, { fileName: 'a.pdf', fileSize: 10, fileType: PDF_TYPE });
    const done = await upload(t, 'b.pdf', minimalPdf(), PDF_TYPE);
    const report = await cleanUploads(repository, Date.now() + 2 * 60_000);
    expect(report.expiredTokens).toBe(1);
    expect((await uploadRows(t)).map((row) => row.app_id)).toEqual([done.appId]);
    expect(await storedResumes(t)).toHaveLength(1);
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
    const repository = createUploadRepository(t.database.db);
    const now = Date.now() + UNLINKED_RETENTION_MS + 1000;
    const report = await cleanUploads(repository, now);
    expect(report.unlinkedUploads).toBe(1);
    const rows = await uploadRows(t);
    expect(rows.map((row) => row.app_id)).toEqual([linked.appId]);
    // The bytes went with their row: the database holds the linked resume's only.
    expect(await storedResumes(t)).toEqual([rows[0]!.stored_name]);
    const contents = await t.database.db.selectFrom('upload_content').select('upload_id').execute();
    expect(contents.map((row) => row.upload_id)).toEqual([rows[0]!.id]);
    expect(rows.some((row) => row.app_id === lonely.appId)).toBe(false);
  });
});

describe('the cleanup schedule', () => {
  it('runs at start (clearing an old release’s uploads folder), then hourly on an unref’d timer that closing the app clears', async () => {
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
      // The old file no upload refers to went, and the folder with it.
      expect(fs.existsSync(dir)).toBe(false);
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
