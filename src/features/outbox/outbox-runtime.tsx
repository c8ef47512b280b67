import { useEffect } from 'react';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../offline/outbox-channel';
import { loadOutbox } from '../../offline/load-outbox';
import { showToast } from '../../ui/toast/toast-store';
import { OUTBOX_TEXT } from './outbox-texts';

/** Flushes the outbox from the page (start, online, visible) and announces deliveries. */
export function OutboxRuntime() {
  useEffect(() => {
    let stopped = false;
    let stopFlushing = () => {};
    void loadOutbox().then(({ outbox, sendOutboxItem, startOutboxAutoFlush }) => {
      if (!stopped) stopFlushing = startOutboxAutoFlush(outbox, sendOutboxItem);
    });
    const stop = () => {
      stopped = true;
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
