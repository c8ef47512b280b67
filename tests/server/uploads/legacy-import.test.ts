import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ORPHAN_FILE_GRACE_MS,
  importLegacyResumes,
} from '../../../server/modules/uploads/legacy-import';
import { buildTestApp, type TestApp } from '../helpers';
import {
  PDF_TYPE,
  minimalDocx,
  minimalPdf,
  plantFile,
  sha256,
  storedBytes,
  storedResumes,
  upload,
  uploadRows,
  uploadsDir,
} from './fixtures';

const HOUR = 60 * 60_000;

interface Logged {
  level: 'info' | 'warn' | 'error';
  fields: unknown;
  message: string;
}

function recordingLog() {
  const lines: Logged[] = [];
  const at =
    (level: Logged['level']) =>
    (fields: unknown, message = '') =>
      lines.push({ level, fields, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/**
 * Turns a stored upload back into what a release before migration 0006 left: its bytes as a file
 * named after stored_name in DATA_DIR/uploads, and nothing in upload_content.
 */
async function asLegacyFile(t: TestApp, storedName: string, bytes: Buffer): Promise<string> {
  const row = await t.database.db
    .selectFrom('upload')
    .select('id')
    .where('stored_name', '=', storedName)
    .executeTakeFirstOrThrow();
  await t.database.db.deleteFrom('upload_content').where('upload_id', '=', row.id).execute();
  fs.mkdirSync(uploadsDir(t), { recursive: true, mode: 0o700 });
  const file = path.join(uploadsDir(t), storedName);
  fs.writeFileSync(file, bytes, { mode: 0o600 });
  return file;
}

describe('resumes an older release kept in DATA_DIR/uploads', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are imported at start, byte for byte, and their files removed', async () => {
    t = await buildTestApp({}, {}, { keepDataDir: true });
    const pdf = minimalPdf();
    const docx = minimalDocx();
    await upload(t, 'cv.pdf', pdf, PDF_TYPE);
    await upload(t, 'cv.docx', docx, '');
    const [first, second] = (await uploadRows(t)).map((row) => String(row.stored_name));
    await asLegacyFile(t, first!, pdf);
    await asLegacyFile(t, second!, docx);
    expect(await storedResumes(t)).toEqual([]);
    const { dataDir } = t;
    await t.app.close();

    // The restart: migrations, then the start's pass imports the files.
    t = await buildTestApp({}, {}, { dataDir });
    expect(await storedResumes(t)).toEqual([first, second]);
    expect(sha256((await storedBytes(t, first!))!)).toBe(sha256(pdf));
    expect((await storedBytes(t, second!))?.equals(docx)).toBe(true);
    expect(fs.existsSync(uploadsDir(t))).toBe(false);
    // Two apps built one after the other (a restart): slow on a loaded PostgreSQL.
  }, 30_000);

  it('imports once: a second pass, or two at once, change nothing', async () => {
    t = await buildTestApp();
    const pdf = minimalPdf();
    await upload(t, 'cv.pdf', pdf, PDF_TYPE);
    const storedName = String((await uploadRows(t))[0]!.stored_name);
    await asLegacyFile(t, storedName, pdf);
    const { log, lines } = recordingLog();
    const reports = await Promise.all([
      importLegacyResumes(t.database.db, t.dataDir, log),
      importLegacyResumes(t.database.db, t.dataDir, log),
    ]);
    // Whichever pass comes second finds the file imported (or gone), never a second copy.
    expect(reports.reduce((sum, report) => sum + report.imported, 0)).toBeGreaterThanOrEqual(1);
    expect(reports.every((report) => report.mismatched === 0)).toBe(true);
    expect(await storedResumes(t)).toEqual([storedName]);
    expect((await storedBytes(t, storedName))?.equals(pdf)).toBe(true);
    expect(lines.some((line) => line.level === 'info')).toBe(true);
    const again = await importLegacyResumes(t.database.db, t.dataDir, log);
    expect(again).toEqual({ imported: 0, missing: 0, mismatched: 0, orphans: 0 });
  });

  it('leaves a file whose sha256 differs, and reports a missing one, without failing', async () => {
    t = await buildTestApp();
    const pdf = minimalPdf();
    await upload(t, 'a.pdf', pdf, PDF_TYPE);
    await upload(t, 'b.pdf', pdf, PDF_TYPE);
    const [changed, gone] = (await uploadRows(t)).map((row) => String(row.stored_name));
    const changedFile = await asLegacyFile(t, changed!, Buffer.concat([pdf, Buffer.from('x')]));
    fs.rmSync(await asLegacyFile(t, gone!, pdf));
    const { log, lines } = recordingLog();
    const report = await importLegacyResumes(t.database.db, t.dataDir, log);
    expect(report).toMatchObject({ imported: 0, missing: 1, mismatched: 1 });
    expect(fs.existsSync(changedFile)).toBe(true);
    expect(await storedResumes(t)).toEqual([]);
    expect(lines.map((line) => line.level).sort()).toEqual(['error', 'info', 'warn']);
  });

  it('removes old files no upload refers to, keeps fresh ones (an old server may be writing)', async () => {
    t = await buildTestApp();
    const dir = uploadsDir(t);
    fs.mkdirSync(dir, { recursive: true });
    plantFile(dir, 'a'.repeat(32), ORPHAN_FILE_GRACE_MS + HOUR);
    plantFile(dir, '.tmp-0123456789abcdef', 2 * HOUR);
    plantFile(dir, 'b'.repeat(32), 60_000);
    const report = await importLegacyResumes(t.database.db, t.dataDir, recordingLog().log);
    expect(report.orphans).toBe(2);
    expect(fs.readdirSync(dir)).toEqual(['b'.repeat(32)]);
  });
});
