import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import { DOCX_TYPE, PDF_TYPE, prepare, uploadRows, type Prepared } from './fixtures';
import { builtPerTest } from '../built-per-test';
import { expectLimitedAfter } from '../rate-limit';

const MB10 = 10 * 1024 * 1024;

// The refusals of §5.2, with their codes.
const MISSING = { error: 'Файл не выбран.', code: 'file_missing' };
const TOO_LARGE = { error: 'Слишком большой файл — до 10 МБ.', code: 'file_too_large' };
const WRONG_TYPE = { error: 'Допустимы только PDF, DOC, DOCX.', code: 'file_type' };

describe('POST /api/forms with intent disk.prepareUpload', () => {
  const t = builtPerTest(buildTestApp);

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
    ['no name', { fileSize: 100, fileType: PDF_TYPE }, MISSING],
    ['an empty name', { fileName: '', fileSize: 100 }, MISSING],
    ['a name of spaces', { fileName: '   ', fileSize: 100 }, MISSING],
    ['no size', { fileName: 'cv.pdf' }, MISSING],
    [
      'a size over 10 MB',
      { fileName: 'cv.pdf', fileSize: MB10 + 1, fileType: PDF_TYPE },
      TOO_LARGE,
    ],
    ['an .exe', { fileName: 'cv.exe', fileSize: 100 }, WRONG_TYPE],
    ['a .txt typed as PDF', { fileName: 'cv.txt', fileSize: 100, fileType: PDF_TYPE }, WRONG_TYPE],
    ['a double extension', { fileName: 'cv.pdf.exe', fileSize: 100 }, WRONG_TYPE],
    ['an encoded .exe', { fileName: 'cv%2Eexe', fileSize: 100 }, WRONG_TYPE],
    ['a trailing dot hiding .exe', { fileName: 'cv.exe.', fileSize: 100 }, WRONG_TYPE],
    ['a right-to-left override', { fileName: 'cv\u202Efdp.exe', fileSize: 100 }, WRONG_TYPE],
    ['an empty file', { fileName: 'cv.pdf', fileSize: 0 }, WRONG_TYPE],
    ['a fractional size', { fileName: 'cv.pdf', fileSize: 10.5 }, WRONG_TYPE],
  ])('refuses %s with the message of §5.2', async (_case, input, { error, code }) => {
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
  const t = builtPerTest(() => buildTestApp({ formsRateLimitPerMinute: 2 }));

  it('answers 429 in Russian past the forms limit per address', async () => {
    await expectLimitedAfter(2, 200, () =>
      prepare(t, { fileName: 'cv.pdf', fileSize: 100, fileType: PDF_TYPE }),
    );
  });
});
