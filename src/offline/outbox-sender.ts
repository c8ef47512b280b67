import { sendContactRequest, type SendOptions } from '../api/forms-client';
import type { ContactRequest } from '../domain/validation/contact';
import type { OutboxItem, OutboxKind, OutboxSender, SendOutcome } from './outbox';

type KindSender = (item: OutboxItem, options: SendOptions) => Promise<SendOutcome>;

const SENDERS: Record<OutboxKind, KindSender> = {
  contact: (item, options) =>
    sendContactRequest(
      { ...(item.payload as unknown as ContactRequest), requestId: item.id },
      options,
    ),
};

/** Sends one outbox item with the same API calls the forms use online; the item id is the request id. */
export function createOutboxSender(options: SendOptions = {}): OutboxSender {
  return (item) => SENDERS[item.kind](item, options);
}
