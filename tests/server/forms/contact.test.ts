import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import { validContact } from './contact-fixtures';
import {
  EMAIL_SHAPE_MESSAGE,
  OPTION_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../../src/domain/validation/contact';
import { builtPerTest } from '../built-per-test';
import { expectLimitedAfter } from '../rate-limit';

const valid = validContact;

describe('POST /api/forms (contact request)', () => {
  const t = builtPerTest(buildTestApp);

  const send = (body: unknown, contentType = 'text/plain') =>
    t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rows = (): Promise<Record<string, unknown>[]> =>
    t.database.db.selectFrom('contact_request').selectAll().execute();

  it('stores a text/plain JSON request and answers ok with its id', async () => {
    const requestId = randomUUID();
    const res = await send({ ...valid(), requestId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: requestId });
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ request_id: requestId, ...valid() });
  });

  it('also takes application/json, and an id is made when the client sends none', async () => {
    const res = await send(valid(), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replays the first result for the same request id and stores nothing new', async () => {
    const requestId = randomUUID();
    const first = await send({ ...valid(), requestId });
    const second = await send({ ...valid(), requestId });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
  });

  it('stores one row when two copies arrive at once', async () => {
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send({ ...valid(), requestId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses the same id with a different payload with 422', async () => {
    const requestId = randomUUID();
    await send({ ...valid(), requestId });
    const res = await send({ ...valid(), message: 'Другой текст', requestId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Заявка с этим идентификатором уже принята с другими данными.',
    });
    expect(await rows()).toHaveLength(1);
  });

  it('answers bad fields with 400 and the form messages in Russian', async () => {
    const res = await send({
      name: ' ',
      email: 'ivan@',
      phone: '123',
      option: '-- Выберите вариант --',
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Проверьте поля формы.',
      fields: {
        name: REQUIRED_MESSAGE,
        email: EMAIL_SHAPE_MESSAGE,
        phone: PHONE_MESSAGE,
        option: OPTION_MESSAGE,
        message: REQUIRED_MESSAGE,
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('drops unknown fields', async () => {
    const res = await send({ ...valid(), role: 'admin', isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await rows())[0]!)).not.toContain('role');
  });

  it.each([
    ['malformed JSON', '{"name": "Иван",', 'text/plain', 400],
    ['a JSON array', '[1,2,3]', 'text/plain', 400],
    ['a wrong type', JSON.stringify({ ...valid(), name: 42 }), 'text/plain', 400],
    ['prototype poisoning', '{"__proto__": {"polluted": true}, "name": "x"}', 'text/plain', 400],
    ['constructor poisoning', '{"constructor": {"prototype": {"x": 1}}}', 'text/plain', 400],
    [
      'a bad request id',
      JSON.stringify({ ...valid(), requestId: 'not-a-uuid' }),
      'text/plain',
      400,
    ],
    ['an unsupported content type', '<xml/>', 'application/xml', 415],
    ['an empty body', '', 'text/plain', 400],
  ])('answers %s with a 4xx JSON error, never a 500', async (_name, payload, type, status) => {
    const res = await send(payload, type);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await send({ ...valid(), message: 'я'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'Слишком большой запрос.' });
  });
});

describe('rate limit of the forms endpoint', () => {
  const t = builtPerTest(() => buildTestApp({ formsRateLimitPerMinute: 2 }));

  it('answers 429 in Russian past the limit per client address', async () => {
    await expectLimitedAfter(2, 200, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forms',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ ...valid(), requestId: randomUUID() }),
      }),
    );
  });
});
