import { WebhookStatusError } from './webhook-sender';

const MAX_LENGTH = 200;

/** Network failures in words (the system text names hosts and ports, which the staff need not see). */
const NETWORK_ERRORS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'Соединение отклонено',
  ECONNRESET: 'Соединение разорвано',
  ENOTFOUND: 'Адрес не найден',
  EAI_AGAIN: 'Адрес не найден',
  ETIMEDOUT: 'Превышено время ожидания',
  EHOSTUNREACH: 'Узел недоступен',
  ENETUNREACH: 'Сеть недоступна',
  UND_ERR_CONNECT_TIMEOUT: 'Превышено время ожидания соединения',
  UND_ERR_SOCKET: 'Соединение разорвано',
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * What a failed try records as last_error and logs: short, in Russian where we choose the words,
 * and without secrets (no addresses with credentials or tokens: any URL is cut out).
 */
export function describeDeliveryError(error: unknown): string {
  if (error instanceof WebhookStatusError) return error.message;
  const name = field(error, 'name');
  if (name === 'TimeoutError') return 'Превышено время ожидания ответа';
  if (name === 'AbortError') return 'Отправка прервана остановкой сервера';
  const cause = field(error, 'cause');
  const code = field(cause, 'code') ?? field(error, 'code');
  if (typeof code === 'string' && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  const responseCode = field(error, 'responseCode');
  const message =
    field(cause, 'message') ?? (error instanceof Error ? error.message : String(error));
  const parts = [
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? String(responseCode) : null,
    typeof message === 'string' ? message : null,
  ].filter((part): part is string => Boolean(part));
  const text = (parts.length > 0 ? parts.join(': ') : 'Неизвестная ошибка')
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<адрес>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
