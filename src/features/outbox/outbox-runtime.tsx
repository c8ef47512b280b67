import { useEffect } from 'react';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../offline/outbox';
import { outbox, sendOutboxItem } from '../../offline/outbox-instance';
import { startOutboxAutoFlush } from '../../offline/outbox-sync';
import { showToast } from '../../ui/toast/toast-store';
import { OUTBOX_TEXT } from './outbox-texts';

/** Flushes the outbox from the page (start, online, visible) and announces deliveries. */
export function OutboxRuntime() {
  useEffect(() => {
    const stop = startOutboxAutoFlush(outbox, sendOutboxItem);
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
