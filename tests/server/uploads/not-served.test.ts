import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { buildTestApp, type TestApp } from '../helpers';
import { PDF_TYPE, minimalPdf, upload, uploadRows } from './fixtures';

describe('stored resumes are never served', () => {
  let t: TestApp;
  let staticDir: string;
  let storedName: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(staticDir, '404.html'), '<h1>Страница не найдена</h1>');
    t = await buildTestApp({ staticDir });
    await upload(t, 'cv.pdf', minimalPdf(), PDF_TYPE);
    storedName = (await uploadRows(t))[0]!.stored_name as string;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    (name: string) => `/uploads/${name}`,
    (name: string) => `/data/uploads/${name}`,
    (name: string) => `/data/${name}`,
    (name: string) => `/api/uploads/${name}`,
    (name: string) => `/api/data/uploads/${name}`,
    () => '/data/test.sqlite',
    () => '/uploads/',
    (name: string) => `/..%2F..%2Fuploads%2F${name}`,
  ])('%# answers 404 without the file', async (address) => {
    const res = await t.app.inject({ method: 'GET', url: address(storedName) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('%PDF');
  });
});

describe('DATA_DIR inside STATIC_DIR', () => {
  it('refuses to start: the database, resumes and all, would be served', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-static-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    const dataDir = path.join(root, 'data');
    const database = openDatabase(path.join(dataDir, 'test.sqlite'));
    try {
      await migrateToLatest(database.db);
      const config = readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: root, LOG_LEVEL: 'silent' });
      await expect(buildApp({ config, database })).rejects.toThrow(/outside STATIC_DIR/);
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await database.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
