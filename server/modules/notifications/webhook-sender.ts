import type { NotificationsConfig } from '../../config';
import type { LeadAnnouncement } from './lead-announcement';
import { webhookIdempotencyKey, webhookPayload, webhookSignature } from './webhook-payload';

type WebhookConfig = NonNullable<NotificationsConfig['webhook']>;

/** A reply that is not 2xx: the try failed (the message names the status only). */
export class WebhookStatusError extends Error {
  constructor(readonly status: number) {
    super(`Сервер ответил кодом ${status}`);
    this.name = 'WebhookStatusError';
  }
}

export interface WebhookSender {
  send(lead: LeadAnnouncement, signal: AbortSignal): Promise<void>;
}

/** POSTs the lead as JSON to LEADS_WEBHOOK_URL; a 2xx within the timeout is success. */
export function createWebhookSender(config: WebhookConfig, timeoutMs: number): WebhookSender {
  return {
    async send(lead, signal) {
      const body = JSON.stringify(webhookPayload(lead));
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Idempotency-Key': webhookIdempotencyKey(lead.id),
        'User-Agent': 'kub-leads-notifier',
      };
      if (config.secret) headers['X-Kub-Signature'] = webhookSignature(config.secret, body);
      const response = await fetch(config.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      // Drain the reply so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) {
        throw new WebhookStatusError(response.status);
      }
    },
  };
}
