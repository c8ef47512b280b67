import { useState } from 'react';
import { loadOutbox } from '../../offline/load-outbox';
import { lazyPart } from '../../ui/lazy-part';
import { OUTBOX_TEXT } from './outbox-texts';
import { useOutboxItems } from './use-outbox';
import './outbox.css';

const OutboxDialog = lazyPart(() => import('./outbox-dialog').then((m) => m.OutboxDialog)).Part;

/** A count of queued requests, shown only while there are some; opens the queue. */
export function OutboxButton() {
  const { items, reload } = useOutboxItems();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (items.length === 0 && !open) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      const { outbox, sendOutboxItem } = await loadOutbox();
      // Gives up this page's sends that hang, then sends everything waiting.
      await outbox.sendNow(sendOutboxItem);
    } finally {
      setSending(false);
      reload();
    }
  };
  const withOutbox = (change: (id: string) => Promise<unknown>) => (id: string) =>
    void change(id).then(reload, reload);

  return (
    <>
      <button type="button" className="outbox-button" onClick={() => setOpen(true)}>
        <span className="outbox-button__dot" aria-hidden="true" />
        {OUTBOX_TEXT.buttonLabel(items.length)}
      </button>
      {open && (
        <OutboxDialog
          items={items}
          sending={sending}
          onClose={() => setOpen(false)}
          onSendNow={() => void sendNow()}
          onRetry={withOutbox(async (id) => (await loadOutbox()).outbox.retry(id))}
          onRemove={withOutbox(async (id) => (await loadOutbox()).outbox.remove(id))}
        />
      )}
    </>
  );
}
