import type { OutboxItem } from '../../offline/outbox';

/** The visitor's words for the outbox (the spec has none: decided in docs/decisions.md). */
export const OUTBOX_TEXT = {
  queuedContact: 'Нет соединения. Заявка сохранена на устройстве и будет отправлена автоматически.',
  queuedApplication:
    'Нет соединения. Анкета сохранена на устройстве и будет отправлена автоматически.',
  delivered: 'Сохранённая заявка отправлена',
  buttonLabel: (count: number) => `Очередь отправки: ${count}`,
  title: 'Очередь отправки',
  lead: 'Эти заявки сохранены на устройстве. Они отправятся сами, как только появится связь.',
  empty: 'Очередь пуста.',
  sendNow: 'Отправить сейчас',
  retry: 'Повторить',
  remove: 'Удалить',
  pending: 'Ждёт отправки',
  sending: 'Отправляется…',
  refused: 'Отклонена сервером',
  kinds: { contact: 'Заявка', application: 'Анкета' } as Record<OutboxItem['kind'], string>,
} as const;

/** '21.11.2026, 14:05' in the visitor's time zone. */
export function formatQueuedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A one-line summary of what was queued. */
export function summarize(item: OutboxItem): string {
  const payload = item.payload as Record<string, unknown>;
  const parts = [payload.option, payload.name].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.join(' — ');
}
