import { createOutbox } from './outbox';
import { createOutboxSender } from './outbox-sender';

/** The app's one outbox and its sender, shared by the page and the service worker. */
export const outbox = createOutbox();
export const sendOutboxItem = createOutboxSender();
