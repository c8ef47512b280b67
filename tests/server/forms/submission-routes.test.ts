import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_MESSAGE } from '../../../src/domain/applications/file-rules';
import { REQUIRED_MESSAGE } from '../../../src/domain/validation/contact';
import { buildTestApp } from '../helpers';
import { validApplication } from '../applications/application-fixtures';
import { minimalPdf, PDF_TYPE, put } from '../uploads/fixtures';
import { validContact } from './contact-fixtures';
import { estimateRequestBody } from './estimate-fixtures';
import { builtPerTest } from '../built-per-test';

/** The calls at their own addresses (issue 13), each with its own schema. */
describe('one route per submission call', () => {
  const t = builtPerTest(buildTestApp);

  const post = (url: string, body: unknown, contentType = 'text/plain') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(body),
    });
  const count = async (table: 'contact_request' | 'application' | 'upload') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a contact request at /api/contact-requests, once per request id', async () => {
    const requestId = randomUUID();
    const first = await post('/api/contact-requests', { ...validContact(), requestId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, id: requestId });
    const again = await post(
      '/api/contact-requests',
      { ...validContact(), requestId },
      'application/json',
    );
    expect(again.json()).toEqual({ ok: true, id: requestId });
    expect(await count('contact_request')).toBe(1);
  });

  it('shares the idempotency of POST /api/forms: the same request at both stores one row', async () => {
    const requestId = randomUUID();
    const viaForms = await post('/api/forms', { ...validContact(), requestId });
    const viaRoute = await post('/api/contact-requests', { ...validContact(), requestId });
    expect([viaForms.json(), viaRoute.json()]).toEqual([
      { ok: true, id: requestId },
      { ok: true, id: requestId },
    ]);
    const changed = await post('/api/contact-requests', {
      ...validContact(),
      requestId,
      message: 'Другое сообщение.',
    });
    expect(changed.statusCode).toBe(422);
    expect(await count('contact_request')).toBe(1);
  });

  it('takes «Отправить расчёт» at /api/contact-requests with its estimate', async () => {
    const res = await post('/api/contact-requests', estimateRequestBody());
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.selectFrom('contact_request').selectAll().execute();
    expect(JSON.parse(String(row?.estimate))).toMatchObject({ check: { matches: true } });
  });

  it('answers the field messages of the domain for empty fields', async () => {
    const res = await post('/api/contact-requests', { ...validContact(), name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, fields: { name: REQUIRED_MESSAGE } });
  });

  it('refuses a body its schema does not describe with 400 and JSON, storing nothing', async () => {
    const noName: Partial<ReturnType<typeof validContact>> = validContact();
    delete noName.name;
    for (const [url, body] of [
      ['/api/contact-requests', noName],
      ['/api/contact-requests', { ...validContact(), fillMs: '12' }],
      ['/api/applications', { ...validApplication(), message: undefined }],
      ['/api/applications', { ...validApplication(), appId: 42 }],
      ['/api/uploads', { fileName: 'cv.pdf', fileType: PDF_TYPE }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ ok: false, error: expect.any(String) });
    }
    expect(await count('contact_request')).toBe(0);
    expect(await count('application')).toBe(0);
    expect(await count('upload')).toBe(0);
  });

  it('prepares an upload at /api/uploads and takes the application at /api/applications', async () => {
    const bytes = minimalPdf();
    const prepared = await post('/api/uploads', {
      fileName: 'резюме.pdf',
      fileSize: bytes.length,
      fileType: PDF_TYPE,
    });
    expect(prepared.statusCode).toBe(200);
    const { appId, uploadUrl, diskPath } = prepared.json<{
      appId: string;
      uploadUrl: string;
      diskPath: string;
    }>();
    expect(diskPath).toBe(`resumes/${appId}`);
    expect((await put(t, uploadUrl, bytes)).statusCode).toBe(201);
    const requestId = randomUUID();
    const submitted = await post('/api/applications', { ...validApplication(), requestId, appId });
    expect(submitted.json()).toEqual({ ok: true, id: requestId });
    const rows = await t.database.db.selectFrom('application').selectAll().execute();
    expect(rows).toMatchObject([{ request_id: requestId, app_id: appId }]);
  });

  it('refuses a file of another type at /api/uploads in the upload error shape', async () => {
    const res = await post('/api/uploads', {
      fileName: 'virus.exe',
      fileSize: 10,
      fileType: 'application/x-msdownload',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: FILE_TYPE_MESSAGE,
      stage: 'prepare',
      code: 'file_type',
      status: 400,
    });
  });
});

describe('the submission calls’ rate limit', () => {
  it('counts one limit per client address across the four addresses', async () => {
    const t = await buildTestApp({ formsRateLimitPerMinute: 3 });
    try {
      const post = (url: string, body: unknown) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(body),
        });
      const statuses = [
        (await post('/api/contact-requests', { ...validContact(), requestId: randomUUID() }))
          .statusCode,
        (await post('/api/forms', { ...validContact(), requestId: randomUUID() })).statusCode,
        (await post('/api/contact-requests', { ...validContact(), requestId: randomUUID() }))
          .statusCode,
        (await post('/api/applications', { ...validApplication(), requestId: randomUUID() }))
          .statusCode,
        (await post('/api/uploads', {})).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
