import { describe, expect, it } from 'vitest';
import { readNotificationsConfig } from '../../../server/config';

describe('readNotificationsConfig', () => {
  it('configures nothing by default', () => {
    expect(readNotificationsConfig({})).toEqual({ email: null, webhook: null, publicUrl: null });
  });

  it('reads the recipients (trimmed, empty items dropped) with the SMTP URL and a default sender', () => {
    const config = readNotificationsConfig({
      LEADS_NOTIFY: ' sales@kub.example ,, boss@kub.example ',
      SMTP_URL: 'smtps://user:pass@mail.kub.example:465',
    });
    expect(config.email).toEqual({
      to: ['sales@kub.example', 'boss@kub.example'],
      smtpUrl: 'smtps://user:pass@mail.kub.example:465',
      from: 'КУБ <no-reply@kub-placeholder.example>',
    });
    expect(
      readNotificationsConfig({
        LEADS_NOTIFY: 'a@kub.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        LEADS_MAIL_FROM: 'Сайт <site@kub.example>',
      }).email?.from,
    ).toBe('Сайт <site@kub.example>');
  });

  it('refuses recipients without an SMTP URL, and an SMTP URL of another scheme', () => {
    expect(() => readNotificationsConfig({ LEADS_NOTIFY: 'a@kub.example' })).toThrow(/SMTP_URL/);
    expect(() =>
      readNotificationsConfig({ LEADS_NOTIFY: 'a@kub.example', SMTP_URL: 'http://mail' }),
    ).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() =>
      readNotificationsConfig({ LEADS_NOTIFY: 'a@kub.example', SMTP_URL: 'not a url' }),
    ).toThrow(/SMTP_URL must be a URL/);
  });

  it('an SMTP URL alone sends no e-mail', () => {
    expect(readNotificationsConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).email).toBeNull();
  });

  it('reads the webhook with or without a secret, http or https only', () => {
    expect(
      readNotificationsConfig({ LEADS_WEBHOOK_URL: 'https://crm.example/hook' }).webhook,
    ).toEqual({ url: 'https://crm.example/hook', secret: null });
    expect(
      readNotificationsConfig({
        LEADS_WEBHOOK_URL: 'http://127.0.0.1:8080/x',
        LEADS_WEBHOOK_SECRET: ' s3cret ',
      }).webhook,
    ).toEqual({ url: 'http://127.0.0.1:8080/x', secret: 's3cret' });
    expect(() => readNotificationsConfig({ LEADS_WEBHOOK_URL: 'ftp://crm.example' })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
  });

  it('reads PUBLIC_URL without its trailing slashes', () => {
    expect(readNotificationsConfig({ PUBLIC_URL: 'https://kub.example//' }).publicUrl).toBe(
      'https://kub.example',
    );
    expect(() => readNotificationsConfig({ PUBLIC_URL: 'kub.example' })).toThrow(/PUBLIC_URL/);
  });
});
