import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import { applicationRows, sendForm, validApplication as valid } from './application-fixtures';
import { builtPerTest } from '../built-per-test';

describe('POST /api/forms (job application): fields and malformed bodies', () => {
  const t = builtPerTest(buildTestApp);

  const send = (body: unknown) => sendForm(t, body);
  const applications = () => applicationRows(t);
  const contacts = () => t.database.db.selectFrom('contact_request').selectAll().execute();

  it('answers bad fields with 400 and the messages of §5.1', async () => {
    const res = await send({
      name: ' ',
      email: 'ivan@',
      phone: '8 911 12',
      option: 'Новая анкета — ',
      message: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Проверьте поля формы.',
      fields: {
        name: 'Укажите фамилию и имя.',
        email: 'Неверный формат e-mail.',
        phone: 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
        option: 'Тема анкеты должна быть «Новая анкета» или «Новая анкета — должность».',
        message: 'Это значение не должно быть пустым.',
      },
    });
    expect(await applications()).toHaveLength(0);
  });

  it.each([
    ['no e-mail', { email: '' }, 'email', 'Укажите e-mail.'],
    [
      'an e-mail with a space',
      { email: 'ivan petrov@example.ru' },
      'email',
      'Неверный формат e-mail.',
    ],
    ['no phone', { phone: '' }, 'phone', 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.'],
    [
      '9 digits',
      { phone: '911 123 45 6' },
      'phone',
      'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
    ],
    [
      'an option glued to the role',
      { option: 'Новая анкетаэлектромонтажник' },
      'option',
      expect.any(String),
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const res = await send({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });

  it('still takes contact requests on the same endpoint', async () => {
    const res = await send({ ...valid(), option: 'Электромонтажные работы' });
    expect(res.statusCode).toBe(200);
    expect(await contacts()).toHaveLength(1);
    expect(await applications()).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', '{"option": "Новая анкета",'],
    ['a wrong type', JSON.stringify({ ...valid(), appId: 42 })],
    ['a file with a wrong type', JSON.stringify({ ...valid(), file: 'cv.pdf' })],
    ['a null file', JSON.stringify({ ...valid(), file: null })],
    ['prototype poisoning', '{"__proto__": {"polluted": true}, "option": "Новая анкета"}'],
    ['a bad request id', JSON.stringify({ ...valid(), requestId: 'nope' })],
    ['a huge message', JSON.stringify({ ...valid(), message: 'я'.repeat(40_000) })],
  ])('answers %s with a 4xx JSON error, never a 500', async (_case, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(await applications()).toHaveLength(0);
  });
});
