import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import { validContact } from './contact-fixtures';
import { estimateRequestBody, sentIndoorEstimate } from './estimate-fixtures';
import { ESTIMATE_MISMATCH_TEXT } from '../../../src/domain/estimates/estimate-check';
import {
  SENT_ESTIMATE_MESSAGES,
  type SentEstimate,
} from '../../../src/domain/estimates/sent-estimate';
import { ESTIMATE_TOPIC } from '../../../src/domain/validation/contact-topics';
import {
  CONTACT_WAY_MESSAGE,
  estimateRequestMessage,
} from '../../../src/domain/validation/estimate-request';
import { builtPerTest } from '../built-per-test';

describe('POST /api/forms with an estimate («Отправить расчёт»)', () => {
  const t = builtPerTest(buildTestApp);

  const send = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { 'content-type': 'text/plain' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rows = (): Promise<Record<string, unknown>[]> =>
    t.database.db.selectFrom('contact_request').selectAll().execute();
  const storedEstimate = async () =>
    JSON.parse(String((await rows())[0]?.estimate)) as Record<string, unknown>;

  it('stores a matching estimate with the request, its topic and summary as the message', async () => {
    const requestId = randomUUID();
    const body = estimateRequestBody({ requestId });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: requestId });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: body.name,
      phone: body.phone,
      email: '',
      option: ESTIMATE_TOPIC,
      message: estimateRequestMessage(body.estimate),
    });
    expect(row?.message).toMatch(/^Внутренний электромонтаж: Офис, Стандарт — ≈ /);
    expect(await storedEstimate()).toEqual({ ...body.estimate, check: { matches: true } });
  });

  it('keeps a mismatching estimate as sent, flagged, with the server figures', async () => {
    const estimate = sentIndoorEstimate();
    const cost = estimate.totals.find((total) => total.key === 'cost');
    if (!cost) throw new Error('no cost total');
    cost.value = 999;
    const res = await send(estimateRequestBody({ estimate }));
    expect(res.statusCode).toBe(200);
    const stored = await storedEstimate();
    expect(stored.totals).toEqual(estimate.totals);
    expect(stored.check).toMatchObject({ matches: false, differences: ['totals.cost'] });
    expect(JSON.stringify(stored.check)).toContain('"key":"cost"');
    expect(ESTIMATE_MISMATCH_TEXT).toMatch(/не совпал/);
  });

  it('replays the same request once, however often the outbox sends it', async () => {
    const body = estimateRequestBody({ requestId: randomUUID() });
    const first = await send(body);
    const second = await send(body);
    expect(second.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
  });

  it.each<[string, (estimate: SentEstimate) => unknown, string]>([
    [
      'a wrong calculator',
      (e) => ({ ...e, calculator: 'boiler' }),
      SENT_ESTIMATE_MESSAGES.calculator,
    ],
    [
      'unknown inputs',
      (e) => ({ ...e, inputs: { ...(e.inputs as object), sauna: 3 } }),
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'a huge list of lines',
      (e) => ({
        ...e,
        lines: Array.from({ length: 100 }, () => ({ key: 'x', label: 'x', value: 1 })),
      }),
      SENT_ESTIMATE_MESSAGES.lines,
    ],
    ['an unknown top-level key', (e) => ({ ...e, discount: 50 }), SENT_ESTIMATE_MESSAGES.shape],
    [
      'an estimate over 16 KB',
      (e) => ({
        ...e,
        lines: Array.from({ length: 40 }, () => ({ key: 'x', label: 'ж'.repeat(500), value: 1 })),
      }),
      SENT_ESTIMATE_MESSAGES.size,
    ],
    ['no app version', (e) => ({ ...e, appVersion: '' }), SENT_ESTIMATE_MESSAGES.appVersion],
  ])('refuses %s with 400 and a Russian message', async (_name, change, message) => {
    const body = estimateRequestBody();
    const res = await send({ ...body, estimate: change(body.estimate) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: message, fields: { estimate: message } });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an estimate that is not an object by the schema, in Russian', async () => {
    const res = await send({ ...estimateRequestBody(), estimate: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'Некорректный запрос.' });
  });

  it('refuses a non-finite number (1e999 in the JSON text) with 400', async () => {
    const text = JSON.stringify(estimateRequestBody()).replace(
      /("key":"days","label":"Срок","value":)\d+/,
      '$11e999',
    );
    expect(text).toContain('1e999');
    const res = await send(text);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SENT_ESTIMATE_MESSAGES.totals);
  });

  it('needs a phone or an e-mail, and checks them by the contact rules', async () => {
    const res = await send({ ...estimateRequestBody(), phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone: CONTACT_WAY_MESSAGE });
    const withEmail = await send({ ...estimateRequestBody(), phone: '', email: 'a@b.ru' });
    expect(withEmail.statusCode).toBe(200);
  });

  it('still takes a contact request without an estimate (items queued by older releases)', async () => {
    const res = await send({ ...validContact(), requestId: randomUUID() });
    expect(res.statusCode).toBe(200);
    expect((await rows())[0]?.estimate).toBeNull();
  });

  it('refuses the estimate topic without an estimate', async () => {
    const res = await send({ ...validContact(), option: ESTIMATE_TOPIC });
    expect(res.statusCode).toBe(400);
  });
});
