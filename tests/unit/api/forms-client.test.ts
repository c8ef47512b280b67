import { describe, expect, it, vi } from 'vitest';
import {
  sendContactRequest,
  unwrapReply,
  type ContactRequestPayload,
} from '../../../src/api/forms-client';
import { site } from '../../../src/config/site';

const PAYLOAD: ContactRequestPayload = {
  name: 'Иван Петров',
  email: 'ivan@example.com',
  phone: '',
  option: 'Другое',
  message: 'Нужна консультация',
  page: 'https://kub.example/contact',
  requestId: '4b7c3f0e-8f0a-4a55-9a0f-1d2b3c4d5e6f',
};

function reply(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

describe('sendContactRequest', () => {
  it('posts a text/plain JSON body to the forms endpoint', async () => {
    const fetch = reply(JSON.stringify({ ok: true, id: 'req-1' }));
    await expect(sendContactRequest(PAYLOAD, { fetch })).resolves.toEqual({
      ok: true,
      id: 'req-1',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(site.formsEndpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^text\/plain/);
    expect(JSON.parse(String(init?.body))).toEqual(PAYLOAD);
  });

  it('sends the spam signals when the payload has them, and only well-formed ones', async () => {
    const fetch = reply(JSON.stringify({ ok: true }));
    await sendContactRequest({ ...PAYLOAD, website: '', fillMs: 8421 }, { fetch });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      ...PAYLOAD,
      website: '',
      fillMs: 8421,
    });
    const odd = { ...PAYLOAD, website: 5, fillMs: 'fast' } as unknown as ContactRequestPayload;
    await sendContactRequest(odd, { fetch });
    const body = JSON.parse(String(fetch.mock.calls[1]![1]?.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('fillMs');
  });

  it('uses a given endpoint and leaves out a missing requestId', async () => {
    const fetch = reply(JSON.stringify({ ok: true }));
    const withoutId: ContactRequestPayload = { ...PAYLOAD };
    delete withoutId.requestId;
    await expect(
      sendContactRequest(withoutId, { fetch, endpoint: 'https://fn.example/contact' }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://fn.example/contact');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('requestId');
  });

  it('unwraps a serverless reply { statusCode, body: "<json>" }', async () => {
    const wrapped = { statusCode: 200, body: JSON.stringify({ ok: true, id: 'fn-7' }) };
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify(wrapped)) }),
    ).resolves.toEqual({ ok: true, id: 'fn-7' });
  });

  it('treats a wrapper with a failing statusCode as rejected', async () => {
    const wrapped = { statusCode: 500, body: JSON.stringify({ ok: true }) };
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify(wrapped)) }),
    ).resolves.toEqual({ ok: false, kind: 'rejected', status: 500 });
  });

  it('rejects ok: false with the server error and field messages', async () => {
    const body = {
      ok: false,
      error: 'validation',
      fields: { email: 'Неверный формат электронного адреса.', x: 1 },
    };
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify(body), 200) }),
    ).resolves.toEqual({
      ok: false,
      kind: 'rejected',
      status: 200,
      error: 'validation',
      fields: { email: 'Неверный формат электронного адреса.' },
    });
  });

  it('rejects a wrapped ok: false', async () => {
    const wrapped = { statusCode: 400, body: JSON.stringify({ ok: false, error: 'bad' }) };
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify(wrapped)) }),
    ).resolves.toEqual({ ok: false, kind: 'rejected', status: 400, error: 'bad' });
  });

  it('rejects a non-ok HTTP status even when the body says ok', async () => {
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify({ ok: true }), 503) }),
    ).resolves.toEqual({ ok: false, kind: 'rejected', status: 503 });
  });

  it('rejects an ok status whose body is not ok: true', async () => {
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify({ ok: 'yes' })) }),
    ).resolves.toEqual({ ok: false, kind: 'rejected', status: 200 });
  });

  it.each(['<html>Bad gateway</html>', '', '{"ok":true'])(
    'rejects the invalid JSON %j',
    async (text) => {
      await expect(sendContactRequest(PAYLOAD, { fetch: reply(text) })).resolves.toEqual({
        ok: false,
        kind: 'rejected',
        status: 200,
        error: 'invalid JSON reply',
      });
    },
  );

  it('rejects a wrapper whose body is not JSON', async () => {
    const wrapped = { statusCode: 200, body: 'Internal error' };
    await expect(
      sendContactRequest(PAYLOAD, { fetch: reply(JSON.stringify(wrapped)) }),
    ).resolves.toMatchObject({ ok: false, kind: 'rejected', status: 200 });
  });

  it('reports a network error without throwing', async () => {
    const failing = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendContactRequest(PAYLOAD, { fetch: failing })).resolves.toEqual({
      ok: false,
      kind: 'network',
      error: 'Failed to fetch',
    });
  });

  it('reports a body that breaks while reading as a network error', async () => {
    const broken = vi.fn<typeof globalThis.fetch>(
      async () =>
        ({
          ok: true,
          status: 200,
          text: () => Promise.reject(new Error('stream reset')),
        }) as unknown as Response,
    );
    await expect(sendContactRequest(PAYLOAD, { fetch: broken })).resolves.toEqual({
      ok: false,
      kind: 'network',
      error: 'stream reset',
    });
  });
});

describe('unwrapReply', () => {
  it.each<[unknown, unknown]>([
    [{ ok: true }, { body: { ok: true } }],
    [
      { statusCode: 201, body: '{"ok":true}' },
      { body: { ok: true }, statusCode: 201 },
    ],
    [
      { statusCode: '200', body: '{"ok":true}' },
      { body: { statusCode: '200', body: '{"ok":true}' } },
    ],
    [{ statusCode: 200, body: { ok: true } }, { body: { statusCode: 200, body: { ok: true } } }],
    [null, { body: null }],
  ])('unwraps %j', (input, expected) => {
    expect(unwrapReply(input)).toEqual(expected);
  });
});
