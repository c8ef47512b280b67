import { createHmac } from 'node:crypto';
import type { LeadAnnouncement } from './lead-announcement';

/** The JSON body POSTed to LEADS_WEBHOOK_URL for each new lead. */
export interface LeadWebhookPayload extends Omit<LeadAnnouncement, 'resume'> {
  event: 'lead.created';
}

export function webhookPayload(lead: LeadAnnouncement): LeadWebhookPayload {
  return {
    event: 'lead.created',
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    receivedAt: lead.receivedAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    topic: lead.topic,
    option: lead.option,
    page: lead.page,
    message: lead.message,
    url: lead.url,
  };
}

/** The same for every try of one lead: the receiver drops a repeat by it. */
export const webhookIdempotencyKey = (leadId: number) => `lead-${leadId}-webhook`;

/** `sha256=<hex HMAC-SHA256 of the raw body>` with LEADS_WEBHOOK_SECRET. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
