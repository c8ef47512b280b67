import { useCallback, useEffect, useState } from 'react';
import type { OutboxItem } from '../../offline/outbox';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../offline/outbox-channel';
import { loadOutbox } from '../../offline/load-outbox';

/** The outbox items, kept current across tabs and the service worker (BroadcastChannel). */
export function useOutboxItems(): { items: OutboxItem[]; reload: () => void } {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const reload = useCallback(() => {
    loadOutbox()
      .then(({ outbox }) => outbox.list())
      .then(setItems, () => setItems([]));
  }, []);
  useEffect(() => {
    reload();
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
      if (event.data?.type === 'changed' || event.data?.type === 'delivered') reload();
    };
    return () => channel.close();
  }, [reload]);
  return { items, reload };
}
