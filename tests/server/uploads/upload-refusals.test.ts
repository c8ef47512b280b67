import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import {
  fakeExe,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  prepare,
  prepared,
  put,
  uploadRows,
  storedResumes,
  type Prepared,
} from './fixtures';
import { writeZip } from './zip-writer';
import { builtPerTest } from '../built-per-test';
import { expectLimitedAfter } from '../rate-limit';

const FILE_TYPE_TEXT = 'Допустимы только PDF, DOC, DOCX.';

function writeZipOf(files: Record<string, string>): Buffer {
  return writeZip(Object.entries(files).map(([name, data]) => ({ name, data })));
}

describe('PUT /api/uploads/:token refusals', () => {
  const t = builtPerTest(buildTestApp);

  it.each([
    ['a renamed .exe', 'cv.pdf', fakeExe()],
    ['a PDF named .docx', 'cv.docx', minimalPdf()],
    ['a DOC named .pdf', 'cv.pdf', minimalDoc()],
    ['a ZIP without word/document.xml named .docx', 'cv.docx', writeZipOf({ 'a.txt': 'x' })],
    ['a ZIP named .pdf', 'cv.pdf', minimalDocx()],
    ['text named .doc', 'cv.doc', Buffer.from('Иванов Иван, электромонтажник')],
    ['a truncated ZIP named .docx', 'cv.docx', minimalDocx().subarray(0, 60)],
    ['"%PDF" not at the start', 'cv.pdf', Buffer.concat([Buffer.from(' '), minimalPdf()])],
  ])('refuses %s by its content and keeps nothing', async (_case, name, bytes) => {
    const { uploadUrl } = await prepared(t, name, bytes.length);
    const res = await put(t, uploadUrl, bytes, 'application/octet-stream');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: FILE_TYPE_TEXT, code: 'file_type' });
    expect(await storedResumes(t)).toEqual([]);
    expect((await uploadRows(t))[0]!.status).toBe('pending');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['JSON', 'application/json'],
    ['an image', 'image/png'],
  ])('refuses a %s body with 415 JSON', async (_case, contentType) => {
    const pdf = minimalPdf();
    const { uploadUrl } = await prepared(t, 'cv.pdf', pdf.length);
    const res = await put(t, uploadUrl, pdf, contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(await storedResumes(t)).toEqual([]);
  });
});

describe('an expired upload address', () => {
  it('is refused with 410 in Russian and keeps nothing', async () => {
    const t = await buildTestApp({ uploadUrlTtlMs: 30 });
    try {
      const pdf = minimalPdf();
      const res = await prepare(t, { fileName: 'cv.pdf', fileSize: pdf.length });
      const { uploadUrl } = res.json<Prepared>();
      await new Promise((resolve) => setTimeout(resolve, 60));
      const late = await put(t, uploadUrl, pdf);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({
        ok: false,
        error: 'Срок действия ссылки для загрузки истёк. Выберите файл ещё раз.',
        code: 'upload_expired',
      });
      expect(await storedResumes(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('rate limit of the upload PUT', () => {
  const t = builtPerTest(() => buildTestApp({ uploadsRateLimitPerMinute: 2 }));

  it('answers 429 in Russian past the limit per address', async () => {
    await expectLimitedAfter(2, 404, () =>
      put(t, '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA', minimalPdf()),
    );
  });
});
