/** The BroadcastChannel the outbox announces changes and deliveries on (pages and the worker). */
export const OUTBOX_CHANNEL = 'kub-outbox';

export interface OutboxMessage {
  type: 'changed' | 'delivered';
  ids?: string[];
}
