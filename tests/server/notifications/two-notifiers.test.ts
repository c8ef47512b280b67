import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { createNotifier } from '../../../server/modules/notifications/create-notifier';
import type { Notifier } from '../../../server/modules/notifications/notifier-types';
import type { NotifierTiming } from '../../../server/modules/notifications/notifier-timing';
import { FAST_TIMING, submitContact, waitFor } from './notify-helpers';
import { startHttpReceiver, type HttpReceiver } from './http-receiver';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

const LEADS = 8;
/** Three sends at a time each, so neither can take every row at once. */
const TIMING: Partial<NotifierTiming> = { ...FAST_TIMING, batchSize: 3 };

/** Two app servers on one database: each notification is claimed and sent by one of them. */
describe('two notifiers on one database', { timeout: 30_000 }, () => {
  let hook: HttpReceiver;
  let smtp: SmtpReceiver;
  let t: TestApp;
  const notifiers: Notifier[] = [];
  beforeEach(async () => {
    hook = await startHttpReceiver();
    smtp = await startSmtpReceiver();
    t = await buildTestApp(
      {},
      {
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_NOTIFY: 'sales@kub.example',
        SMTP_URL: smtp.url,
        LEADS_MAIL_FROM: 'КУБ <robot@kub.example>',
      },
      { notifierTiming: TIMING },
    );
    // The app's own sender stands aside: the leads wait in the outbox for the two below.
    await t.app.notifier.stop();
    for (let i = 0; i < 2; i += 1) {
      notifiers.push(
        createNotifier({
          database: t.database,
          config: t.config.notifications,
          log: t.app.log,
          timing: TIMING,
        }),
      );
    }
  });
  afterEach(async () => {
    for (const notifier of notifiers.splice(0)) await notifier.stop();
    await t.close();
    await hook.close();
    await smtp.close();
  });

  const rows = () =>
    t.database.db
      .selectFrom('notification')
      .select(['lead_id', 'channel', 'status', 'claimed_by'])
      .execute();

  it('never sends one notification twice, while both take their share', async () => {
    const leadIds: number[] = [];
    for (let i = 0; i < LEADS; i += 1) leadIds.push(await submitContact(t));
    expect(await rows()).toHaveLength(LEADS * 2);

    // Both start in the same turn of the event loop: their first claims race for the same rows.
    for (const notifier of notifiers) notifier.start();
    await waitFor(
      async () => (await rows()).every((row) => row.status === 'sent'),
      'every notification sent',
    );

    // Each lead's e-mail and webhook call arrived exactly once.
    const mailIds = smtp.messages.map((message) => message.mail.messageId).sort();
    expect(mailIds).toEqual(leadIds.map((id) => `<lead-${id}@kub.local>`).sort());
    const keys = hook.requests.map((request) => request.headers['idempotency-key']).sort();
    expect(keys).toEqual(leadIds.map((id) => `lead-${id}-webhook`).sort());
    // And both senders did part of the work (on PostgreSQL this caught a claim of 3 that took 16).
    expect(new Set((await rows()).map((row) => row.claimed_by)).size).toBe(2);
  });
});
