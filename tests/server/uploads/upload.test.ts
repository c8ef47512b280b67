import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import {
  DOCX_TYPE,
  DOC_TYPE,
  PDF_TYPE,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  prepared,
  put,
  sha256,
  uploadRows,
  storedBytes,
  storedResumes,
  uploadsDir,
} from './fixtures';
import { builtPerTest } from '../built-per-test';

const MB10 = 10 * 1024 * 1024;

describe('PUT /api/uploads/:token', () => {
  const t = builtPerTest(buildTestApp);

  it('stores a PDF in the database under a random name, byte for byte, and records it', async () => {
    const pdf = minimalPdf();
    const { uploadUrl, appId } = await prepared(t, 'Резюме.pdf', pdf.length, PDF_TYPE);
    const res = await put(t, uploadUrl, pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, appId, size: pdf.length });

    const [row] = await uploadRows(t);
    expect(row).toMatchObject({
      app_id: appId,
      status: 'stored',
      file_name: 'Резюме.pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      detected_type: PDF_TYPE,
    });
    const storedName = row!.stored_name as string;
    expect(storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedResumes(t)).toEqual([storedName]);
    const stored = await storedBytes(t, storedName);
    expect(stored?.equals(pdf)).toBe(true);
    expect(sha256(stored!)).toBe(row!.sha256);
    // Nothing on the app server's own disk: any server can serve it (issue 18).
    expect(fs.existsSync(uploadsDir(t))).toBe(false);
  });

  it.each([
    ['a DOC (OLE header)', 'cv.doc', minimalDoc(), DOC_TYPE, DOC_TYPE],
    ['a DOCX (ZIP with word/document.xml)', 'cv.docx', minimalDocx(), DOCX_TYPE, DOCX_TYPE],
    [
      'a DOCX sent as octet-stream',
      'CV.DOCX',
      minimalDocx(),
      'application/octet-stream',
      DOCX_TYPE,
    ],
    ['a PDF without a type', 'cv.pdf', minimalPdf(), 'application/octet-stream', PDF_TYPE],
  ])('accepts %s', async (_case, name, bytes, contentType, detected) => {
    const { uploadUrl } = await prepared(t, name, bytes.length);
    const res = await put(t, uploadUrl, bytes, contentType);
    expect(res.statusCode).toBe(201);
    const [row] = await uploadRows(t);
    expect(row).toMatchObject({ status: 'stored', detected_type: detected, sha256: sha256(bytes) });
    expect(await storedResumes(t)).toHaveLength(1);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const big = Buffer.alloc(MB10, 0x20);
    minimalPdf().copy(big);
    const { uploadUrl } = await prepared(t, 'big.pdf', big.length);
    const res = await put(t, uploadUrl, big);
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(MB10);
  });

  it('refuses a second PUT to the same address', async () => {
    const pdf = minimalPdf();
    const { uploadUrl } = await prepared(t, 'cv.pdf', pdf.length);
    expect((await put(t, uploadUrl, pdf)).statusCode).toBe(201);
    const again = await put(t, uploadUrl, pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      ok: false,
      error: 'Ссылка для загрузки уже использована.',
      code: 'upload_used',
    });
    expect(await storedResumes(t)).toHaveLength(1);
  });

  it('stores one file when two PUTs to one address arrive at once', async () => {
    const pdf = minimalPdf();
    const { uploadUrl } = await prepared(t, 'cv.pdf', pdf.length);
    const results = await Promise.all([1, 2, 3].map(() => put(t, uploadUrl, pdf)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedResumes(t)).toHaveLength(1);
  });

  it.each([
    ['an unknown token', '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', '/api/uploads/..%2F..%2Fetc%2Fpasswd'],
    ['a too long token', `/api/uploads/${'A'.repeat(80)}`],
  ])('answers %s with 404 in Russian', async (_case, url) => {
    const res = await put(t, url, minimalPdf());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false, error: expect.stringMatching(/[а-я]/) });
    expect(await storedResumes(t)).toHaveLength(0);
  });

  it('refuses a body over 10 MB with 413 and keeps nothing; the address stays usable', async () => {
    const pdf = minimalPdf();
    const { uploadUrl } = await prepared(t, 'cv.pdf', pdf.length);
    const huge = Buffer.alloc(MB10 + 64 * 1024 + 1, 0x20);
    pdf.copy(huge);
    const res = await put(t, uploadUrl, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ok: false, error: 'Слишком большой файл — до 10 МБ.' });
    expect(await storedResumes(t)).toEqual([]);
    expect((await uploadRows(t))[0]!.status).toBe('pending');
    expect((await put(t, uploadUrl, pdf)).statusCode).toBe(201);
  });

  it('refuses a body of another size than announced and keeps nothing', async () => {
    const pdf = minimalPdf();
    const { uploadUrl } = await prepared(t, 'cv.pdf', pdf.length + 1);
    const res = await put(t, uploadUrl, pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Размер файла не совпадает с заявленным. Выберите файл ещё раз.',
      stage: 'upload',
      code: 'size_mismatch',
      status: 400,
    });
    expect(await storedResumes(t)).toEqual([]);
    expect((await uploadRows(t))[0]).toMatchObject({ status: 'pending', stored_name: null });
  });

  it('has no GET on the upload address', async () => {
    const { uploadUrl } = await prepared(t, 'cv.pdf', 10);
    const res = await t.app.inject({ method: 'GET', url: uploadUrl });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false });
  });
});
