import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  type LeadNotification,
  type NotificationChannel,
} from '../../../domain/leads/lead-records';
import { moscowTime } from './lead-table';

const RETRYABLE = new Set(['failed', 'pending']);

/** How the staff were told of the lead: per channel its state, tries, last error, times. */
export function LeadNotifications({
  notifications,
  retrying,
  onRetry,
}: {
  notifications: LeadNotification[];
  retrying: NotificationChannel | null;
  onRetry: (channel: NotificationChannel) => void;
}) {
  if (notifications.length === 0) return <p className="lead-view__muted">Уведомлений нет.</p>;
  return (
    <ul className="lead-notifications">
      {notifications.map((item) => {
        const channel = NOTIFICATION_CHANNEL_LABELS[item.channel];
        return (
          <li key={item.channel} className="lead-notifications__item">
            <p className="lead-notifications__title">
              <strong>{channel}</strong>
              <span
                className={`lead-notifications__status lead-notifications__status--${item.status}`}
              >
                {NOTIFICATION_STATUS_LABELS[item.status]}
              </span>
            </p>
            <p className="lead-view__muted">
              Попыток: {item.attempts}
              {item.sentAt ? ` · отправлено ${moscowTime(item.sentAt)}` : ''}
              {item.nextAttemptAt ? ` · следующая попытка ${moscowTime(item.nextAttemptAt)}` : ''}
            </p>
            {item.lastError ? (
              <p className="lead-notifications__error">Ошибка: {item.lastError}</p>
            ) : null}
            {RETRYABLE.has(item.status) ? (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Отправить повторно: ${channel}`}
                disabled={retrying !== null}
                onClick={() => onRetry(item.channel)}
              >
                {retrying === item.channel ? 'Отправка…' : 'Отправить повторно'}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
