import { useState } from 'react';
import { Modal } from '../../ui/modal/modal';
import { outbox, sendOutboxItem } from '../../offline/outbox-instance';
import { OutboxPanel } from './outbox-panel';
import { OUTBOX_TEXT } from './outbox-texts';
import { useOutboxItems } from './use-outbox';
import './outbox.css';

/** A count of queued requests, shown only while there are some; opens the queue. */
export function OutboxButton() {
  const { items, reload } = useOutboxItems();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (items.length === 0 && !open) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      await outbox.flush(sendOutboxItem);
    } finally {
      setSending(false);
      reload();
    }
  };

  return (
    <>
      <button type="button" className="outbox-button" onClick={() => setOpen(true)}>
        <span className="outbox-button__dot" aria-hidden="true" />
        {OUTBOX_TEXT.buttonLabel(items.length)}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={OUTBOX_TEXT.title} width={560}>
        <OutboxPanel
          items={items}
          sending={sending}
          onSendNow={() => void sendNow()}
          onRetry={(id) => void outbox.retry(id).then(reload)}
          onRemove={(id) => void outbox.remove(id).then(reload)}
        />
      </Modal>
    </>
  );
}
