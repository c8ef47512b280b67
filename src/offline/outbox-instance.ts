import { createOutbox, webLocksLiveness } from './outbox';
import { createOutboxSender } from './outbox-sender';

/** The app's one outbox and its sender, shared by the page and the service worker. */
export const outbox = createOutbox(undefined, Date.now, webLocksLiveness());
export const sendOutboxItem = createOutboxSender();
