import type { OutboxItem } from '../../offline/outbox';
import { formatQueuedAt, OUTBOX_TEXT, summarize } from './outbox-texts';

interface OutboxPanelProps {
  items: OutboxItem[];
  onSendNow: () => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  sending: boolean;
}

function statusText(item: OutboxItem): string {
  if (item.status === 'refused') {
    const reason = item.refusal?.error;
    const fields = item.refusal?.fields ? Object.values(item.refusal.fields).join(' ') : '';
    const details = [reason, fields].filter(Boolean).join(' ');
    return details ? `${OUTBOX_TEXT.refused}: ${details}` : OUTBOX_TEXT.refused;
  }
  return item.status === 'sending' ? OUTBOX_TEXT.sending : OUTBOX_TEXT.pending;
}

/** The queued items with their dates and states; each can be removed, refused ones retried. */
export function OutboxPanel({ items, onSendNow, onRetry, onRemove, sending }: OutboxPanelProps) {
  if (items.length === 0) return <p>{OUTBOX_TEXT.empty}</p>;
  return (
    <div className="outbox-panel">
      <p className="outbox-panel__lead">{OUTBOX_TEXT.lead}</p>
      <ul className="outbox-panel__list">
        {items.map((item) => (
          <li key={item.id} className={`outbox-panel__item outbox-panel__item--${item.status}`}>
            <div className="outbox-panel__meta">
              <strong>{OUTBOX_TEXT.kinds[item.kind]}</strong>
              <time dateTime={item.createdAt}>{formatQueuedAt(item.createdAt)}</time>
            </div>
            <p className="outbox-panel__summary">{summarize(item)}</p>
            <p className="outbox-panel__status">{statusText(item)}</p>
            <div className="outbox-panel__actions">
              {item.status === 'refused' && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => onRetry(item.id)}
                >
                  {OUTBOX_TEXT.retry}
                </button>
              )}
              <button
                type="button"
                className="button button--ghost"
                aria-label={`${OUTBOX_TEXT.remove}: ${summarize(item) || OUTBOX_TEXT.kinds[item.kind]}`}
                onClick={() => onRemove(item.id)}
              >
                {OUTBOX_TEXT.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onSendNow} disabled={sending}>
        {OUTBOX_TEXT.sendNow}
      </button>
    </div>
  );
}
