/** What a page needs of the outbox, in one chunk: see load-outbox.ts. */
export { outbox, sendOutboxItem } from './outbox-instance';
export { requestBackgroundSync, startOutboxAutoFlush } from './outbox-sync';
