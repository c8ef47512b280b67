import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import {
  DOCX_TYPE,
  DOC_TYPE,
  PDF_TYPE,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  prepare,
  sha256,
  upload,
  uploadRows,
  storedBytes,
  storedResumes,
  type Prepared,
} from '../uploads/fixtures';
import { applicationRows, sendForm, validApplication } from './application-fixtures';
import { builtPerTest } from '../built-per-test';

const RESUME_MISSING = 'Файл резюме не найден. Загрузите его ещё раз.';

const valid = validApplication;

describe('POST /api/forms (job application)', () => {
  const t = builtPerTest(buildTestApp);

  const send = (body: unknown, contentType = 'text/plain') => sendForm(t, body, contentType);
  const applications = () => applicationRows(t);
  const contacts = () => t.database.db.selectFrom('contact_request').selectAll().execute();
  const withFile = (prepared: Prepared, name: string, type: string, size: number) => ({
    appId: prepared.appId,
    file: { name, type, size, diskPath: prepared.diskPath },
  });

  it.each([
    ['a PDF', 'Резюме.pdf', minimalPdf(), PDF_TYPE],
    ['a DOC', 'Резюме.doc', minimalDoc(), DOC_TYPE],
    ['a DOCX', 'Резюме.docx', minimalDocx(), DOCX_TYPE],
  ])(
    'prepare → PUT %s → submit: one application linked to one byte-identical file',
    async (_case, name, bytes, type) => {
      const prepared = await upload(t, name, bytes, type);
      const requestId = randomUUID();
      const res = await send({
        ...valid(),
        requestId,
        ...withFile(prepared, name, type, bytes.length),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, id: requestId });

      const rows = await applications();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ request_id: requestId, app_id: prepared.appId, ...valid() });
      const uploads = await uploadRows(t);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({
        app_id: prepared.appId,
        status: 'stored',
        file_name: name,
        size: bytes.length,
        sha256: sha256(bytes),
        detected_type: type,
      });
      const files = await storedResumes(t);
      expect(files).toEqual([uploads[0]!.stored_name]);
      const stored = await storedBytes(t, files[0]!);
      expect(stored?.equals(bytes)).toBe(true);
      expect(sha256(stored!)).toBe(sha256(bytes));
      expect(await contacts()).toHaveLength(0);
    },
  );

  it('stores an application without a resume and with the bare option', async () => {
    const res = await send({ ...valid(), option: 'Новая анкета' }, 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await applications())[0]).toMatchObject({ option: 'Новая анкета', app_id: null });
  });

  it('keeps a long multi-line message whole', async () => {
    const message = Array.from({ length: 300 }, (_, i) => `Строка ${i}: ответ — да`).join('\n');
    const res = await send({ ...valid(), message });
    expect(res.statusCode).toBe(200);
    expect((await applications())[0]!.message).toBe(message);
  });

  it.each([
    ['an unknown appId', () => ({ appId: randomUUID() })],
    ['a malformed appId', () => ({ appId: 'resumes/../../etc' })],
    [
      'a file without an appId',
      () => ({ file: { name: 'cv.pdf', type: PDF_TYPE, size: 10, diskPath: 'x' } }),
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, extra) => {
    const res = await send({ ...valid(), requestId: randomUUID(), ...extra() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: RESUME_MISSING });
    expect(await applications()).toHaveLength(0);
  });

  it('refuses an appId whose file was never uploaded', async () => {
    const prepared = (await prepare(t, { fileName: 'cv.pdf', fileSize: 10 })).json<Prepared>();
    const res = await send({ ...valid(), appId: prepared.appId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: RESUME_MISSING });
    expect(await applications()).toHaveLength(0);
  });

  it('replays the first result for the same request id and stores nothing new', async () => {
    const prepared = await upload(t, 'cv.pdf', minimalPdf(), PDF_TYPE);
    const body = { ...valid(), requestId: randomUUID(), appId: prepared.appId };
    const first = await send(body);
    const second = await send(body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await applications()).toHaveLength(1);
  });

  it('replays when a resend uploaded the same file again under a new appId', async () => {
    const requestId = randomUUID();
    const a = await upload(t, 'cv.pdf', minimalPdf(), PDF_TYPE);
    const b = await upload(t, 'cv.pdf', minimalPdf(), PDF_TYPE);
    expect((await send({ ...valid(), requestId, appId: a.appId })).statusCode).toBe(200);
    const again = await send({ ...valid(), requestId, appId: b.appId });
    expect(again.statusCode).toBe(200);
    expect(await applications()).toHaveLength(1);
    expect((await applications())[0]!.app_id).toBe(a.appId);
  });

  it.each([
    ['another message', () => ({ message: 'Другой текст' })],
    ['another role', () => ({ option: 'Новая анкета — инженер ПНР' })],
    [
      'a resume added',
      (t2: TestApp) =>
        upload(t2, 'cv.pdf', minimalPdf(), PDF_TYPE).then((p) => ({ appId: p.appId })),
    ],
  ])('refuses the same id with %s with 422', async (_case, change) => {
    const requestId = randomUUID();
    expect((await send({ ...valid(), requestId })).statusCode).toBe(200);
    const res = await send({ ...valid(), requestId, ...(await change(t)) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Заявка с этим идентификатором уже принята с другими данными.',
    });
    expect(await applications()).toHaveLength(1);
  });

  it('stores one row when copies arrive at once', async () => {
    const prepared = await upload(t, 'cv.docx', minimalDocx(), DOCX_TYPE);
    const body = { ...valid(), requestId: randomUUID(), appId: prepared.appId };
    const results = await Promise.all(Array.from({ length: 6 }, () => send(body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await applications()).toHaveLength(1);
  });
});
