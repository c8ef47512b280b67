import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutboxItem } from '../../offline/outbox';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../offline/outbox-channel';
import { loadOutbox } from '../../offline/load-outbox';

/** After a failed read of the queue (its code not loaded yet, storage busy), the next try. */
export const OUTBOX_READ_RETRY_MS = 5_000;

/**
 * The outbox items the visitor sees (outbox.visible(): not a submission its live page is sending
 * directly in its first seconds), kept current across tabs and the service worker
 * (BroadcastChannel), and read again when such a send is due to be shown. Only the latest read is
 * shown (an older one finishing late must not hide a newer item), and a read that fails keeps what
 * is shown and tries again: a waiting item never drops out of sight.
 */
export function useOutboxItems(): { items: OutboxItem[]; reload: () => void } {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const latest = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reload = useCallback(() => {
    const read = () => {
      const mine = ++latest.current;
      clearTimeout(retry.current);
      loadOutbox()
        .then(({ outbox }) => outbox.visible())
        .then(
          ({ items: shown, recheckInMs }) => {
            if (mine !== latest.current) return;
            setItems(shown);
            if (recheckInMs !== undefined) retry.current = setTimeout(read, recheckInMs);
          },
          () => {
            if (mine === latest.current) retry.current = setTimeout(read, OUTBOX_READ_RETRY_MS);
          },
        );
    };
    read();
  }, []);
  useEffect(() => {
    reload();
    window.addEventListener('online', reload);
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel)
      channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
        if (event.data?.type === 'changed' || event.data?.type === 'delivered') reload();
      };
    return () => {
      // Reads still running after unmount change nothing.
      latest.current += 1;
      clearTimeout(retry.current);
      window.removeEventListener('online', reload);
      channel?.close();
    };
  }, [reload]);
  return { items, reload };
}
