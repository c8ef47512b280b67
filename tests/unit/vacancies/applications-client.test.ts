import { describe, expect, it, vi } from 'vitest';
import {
  prepareUpload,
  submitApplication,
  uploadContentType,
  uploadFile,
} from '../../../src/api/applications-client';

const json = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the application calls (§7)', () => {
  it('prepares an upload with a text/plain JSON body', async () => {
    const fetchMock = json({ ok: true, appId: 'a', uploadUrl: '/u/t', diskPath: 'resumes/a' });
    const result = await prepareUpload(
      { fileName: 'cv.pdf', fileSize: 10, fileType: 'application/pdf' },
      { fetch: fetchMock, endpoint: '/api/forms' },
    );
    expect(result).toEqual({ ok: true, appId: 'a', uploadUrl: '/u/t', diskPath: 'resumes/a' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(JSON.parse(String(init.body))).toEqual({
      intent: 'disk.prepareUpload',
      fileName: 'cv.pdf',
      fileSize: 10,
      fileType: 'application/pdf',
    });
  });

  it.each([
    [
      'a refusal',
      json({ ok: false, error: 'Слишком большой файл — до 10 МБ.', stage: 'prepare' }, 413),
      { ok: false, kind: 'rejected', status: 413, error: 'Слишком большой файл — до 10 МБ.' },
    ],
    [
      'ok without the address',
      json({ ok: true }),
      { ok: false, kind: 'rejected', error: 'incomplete upload reply' },
    ],
    [
      'a wrapped reply',
      json({
        statusCode: 200,
        body: JSON.stringify({ ok: true, appId: 'w', uploadUrl: '/u/w', diskPath: 'resumes/w' }),
      }),
      { ok: true, appId: 'w', uploadUrl: '/u/w', diskPath: 'resumes/w' },
    ],
  ])('prepare: %s', async (_case, fetchMock, expected) => {
    const result = await prepareUpload(
      { fileName: 'cv.pdf', fileSize: 1, fileType: '' },
      { fetch: fetchMock },
    );
    expect(result).toEqual(expected);
  });

  it.each([
    [200, true],
    [201, true],
    [202, true],
    [204, false],
    [410, false],
    [500, false],
  ])('a PUT answered %i is a success: %s', async (status, ok) => {
    const fetchMock = vi.fn(async () => new Response(null, { status }));
    const result = await uploadFile('/u/t', new Blob(['x'], { type: 'application/pdf' }), {
      fetch: fetchMock,
    });
    expect(result.ok).toBe(ok);
  });

  it('a PUT that cannot reach the server is a network failure', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await uploadFile('/u/t', new Blob(['x']), { fetch: fetchMock })).toMatchObject({
      ok: false,
      kind: 'network',
    });
  });

  it.each([
    ['application/pdf', 'application/pdf'],
    ['application/msword', 'application/msword'],
    ['', 'application/octet-stream'],
    ['application/x-msdownload', 'application/octet-stream'],
  ])('the PUT content type for %j is %j', (type, header) => {
    expect(uploadContentType(type)).toBe(header);
  });

  it('submits with the request id and reads the id of the answer', async () => {
    const fetchMock = json({ ok: true, id: 'srv-9' });
    const application = {
      name: 'И',
      email: 'i@example.ru',
      phone: '1234567890',
      option: 'Новая анкета',
      message: 'm',
      page: '',
      requestId: 'r-1',
      website: 'spam.example',
      fillMs: 900,
    };
    const result = await submitApplication(application, { fetch: fetchMock });
    expect(result).toEqual({ ok: true, id: 'srv-9' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    // Sent as given, every field (a copy, so a field the client dropped would show).
    expect(JSON.parse(String(init.body))).toEqual({ ...application });
  });

  it('an answer without ok: true is a refusal, with its field messages', async () => {
    const result = await submitApplication(
      { name: '', email: '', phone: '', option: 'Новая анкета', message: '', page: '' },
      {
        fetch: json(
          { ok: false, error: 'Проверьте поля формы.', fields: { name: 'Укажите фамилию и имя.' } },
          400,
        ),
      },
    );
    expect(result).toEqual({
      ok: false,
      kind: 'rejected',
      status: 400,
      error: 'Проверьте поля формы.',
      fields: { name: 'Укажите фамилию и имя.' },
    });
  });
});
