import { useEffect } from 'react';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../offline/outbox-channel';
import { loadOutbox } from '../../offline/load-outbox';
import { showToast } from '../../ui/toast/toast-store';
import { OUTBOX_TEXT } from './outbox-texts';
import { OUTBOX_READ_RETRY_MS } from './use-outbox';

/** Flushes the outbox from the page (start, online, visible) and announces deliveries. */
export function OutboxRuntime() {
  useEffect(() => {
    let stopped = false;
    let stopFlushing = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The outbox's code may fail to load (offline before the service worker cached it): the
    // queue must still go out, so loading is tried again until it works.
    const start = () => {
      window.removeEventListener('online', start);
      clearTimeout(retry);
      loadOutbox().then(
        ({ outbox, sendOutboxItem, startOutboxAutoFlush }) => {
          if (!stopped) stopFlushing = startOutboxAutoFlush(outbox, sendOutboxItem);
        },
        () => {
          if (stopped) return;
          window.addEventListener('online', start);
          retry = setTimeout(start, OUTBOX_READ_RETRY_MS);
        },
      );
    };
    start();
    const stop = () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', start);
      stopFlushing();
    };
    if (typeof BroadcastChannel === 'undefined') return stop;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
      if (event.data?.type === 'delivered') showToast(OUTBOX_TEXT.delivered, { durationMs: 4000 });
    };
    return () => {
      stop();
      channel.close();
    };
  }, []);
  return null;
}
