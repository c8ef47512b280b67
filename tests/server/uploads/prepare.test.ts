import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { DOCX_TYPE, PDF_TYPE, prepare, uploadRows, type Prepared } from './fixtures';

const MB10 = 10 * 1024 * 1024;

describe('POST /api/forms with intent disk.prepareUpload', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('opens a one-time upload address and keeps only the hash of its token', async () => {
    const res = await prepare(t, {
      fileName: 'Резюме Иванов.pdf',
      fileSize: 2048,
      fileType: PDF_TYPE,
      requestId: '7f6c1a52-1d1e-4a8e-9f43-7b1f3c2a9d10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Prepared>();
    expect(Object.keys(body).sort()).toEqual(['appId', 'diskPath', 'ok', 'uploadUrl']);
    expect(body.ok).toBe(true);
    expect(body.appId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(body.uploadUrl).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/);
    expect(body.diskPath).toBe(`resumes/${body.appId}`);
    const token = body.uploadUrl.split('/').pop()!;
    const rows = await uploadRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      app_id: body.appId,
      status: 'pending',
      file_name: 'Резюме Иванов.pdf',
      declared_size: 2048,
      declared_kind: 'pdf',
      stored_name: null,
    });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const expiresIn = (rows[0]!.expires_at as number) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
  });

  it('gives a new address and id for every preparation', async () => {
    const input = { fileName: 'cv.pdf', fileSize: 100, fileType: PDF_TYPE };
    const a = (await prepare(t, input)).json<Prepared>();
    const b = (await prepare(t, input, 'application/json')).json<Prepared>();
    expect(a.appId).not.toBe(b.appId);
    expect(a.uploadUrl).not.toBe(b.uploadUrl);
  });

  it.each([
    ['an upper-case extension', 'CV.PDF', PDF_TYPE, 'CV.PDF'],
    ['a percent-encoded name', 'cv%20final.docx', DOCX_TYPE, 'cv final.docx'],
    ['a folder part', 'C:\\Users\\ivan\\cv.doc', '', 'cv.doc'],
    ['no extension but a matching type', 'resume', PDF_TYPE, 'resume'],
  ])('accepts %s', async (_case, fileName, fileType, stored) => {
    const res = await prepare(t, { fileName, fileSize: 1000, fileType });
    expect(res.statusCode).toBe(200);
    expect((await uploadRows(t))[0]!.file_name).toBe(stored);
  });

  it('accepts exactly 10 MB', async () => {
    const res = await prepare(t, { fileName: 'cv.pdf', fileSize: MB10, fileType: PDF_TYPE });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no name', { fileSize: 100, fileType: PDF_TYPE }, 'Файл не выбран.', 'file_missing'],
    ['an empty name', { fileName: '', fileSize: 100 }, 'Файл не выбран.', 'file_missing'],
    ['a name of spaces', { fileName: '   ', fileSize: 100 }, 'Файл не выбран.', 'file_missing'],
    ['no size', { fileName: 'cv.pdf' }, 'Файл не выбран.', 'file_missing'],
    [
      'a size over 10 MB',
      { fileName: 'cv.pdf', fileSize: MB10 + 1, fileType: PDF_TYPE },
      'Слишком большой файл — до 10 МБ.',
      'file_too_large',
    ],
    [
      'an .exe',
      { fileName: 'cv.exe', fileSize: 100 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'a .txt typed as PDF',
      { fileName: 'cv.txt', fileSize: 100, fileType: PDF_TYPE },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'a double extension',
      { fileName: 'cv.pdf.exe', fileSize: 100 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'an encoded .exe',
      { fileName: 'cv%2Eexe', fileSize: 100 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'a trailing dot hiding .exe',
      { fileName: 'cv.exe.', fileSize: 100 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'a right-to-left override',
      { fileName: 'cv\u202Efdp.exe', fileSize: 100 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'an empty file',
      { fileName: 'cv.pdf', fileSize: 0 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
    [
      'a fractional size',
      { fileName: 'cv.pdf', fileSize: 10.5 },
      'Допустимы только PDF, DOC, DOCX.',
      'file_type',
    ],
  ])('refuses %s with the message of §5.2', async (_case, input, error, code) => {
    const res = await prepare(t, input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error, stage: 'prepare', code, status: 400 });
    expect(await uploadRows(t)).toHaveLength(0);
  });

  it.each([
    ['an unknown intent', { intent: 'disk.delete', fileName: 'cv.pdf', fileSize: 1 }],
    ['a size given as text', { fileName: 'cv.pdf', fileSize: '100' }],
    ['a name given as a number', { fileName: 42, fileSize: 100 }],
  ])('refuses %s with a 400 JSON error', async (_case, input) => {
    const res = await prepare(t, input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(await uploadRows(t)).toHaveLength(0);
  });
});

describe('rate limit of the upload preparation', () => {
  it('answers 429 in Russian past the forms limit per address', async () => {
    const t = await buildTestApp({ formsRateLimitPerMinute: 2 });
    try {
      const send = () => prepare(t, { fileName: 'cv.pdf', fileSize: 100, fileType: PDF_TYPE });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        ok: false,
        error: 'Слишком много запросов. Попробуйте через минуту.',
      });
    } finally {
      await t.close();
    }
  });
});
