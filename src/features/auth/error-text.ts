import { isApiError } from '../../api/http';

export const ERROR_TITLE = 'Ошибка';
export const NO_CONNECTION_TEXT =
  'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
export const GENERIC_ERROR_TEXT = 'Не удалось выполнить запрос. Попробуйте ещё раз.';

/** The Russian text of a failed call: the server's own message, else a plain explanation. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR_TEXT;
  if (error.kind !== 'http') return NO_CONNECTION_TEXT;
  const payload = error.payload;
  const serverMessage =
    typeof payload === 'object' && payload !== null && 'error' in payload
      ? (payload as { error: unknown }).error
      : undefined;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : GENERIC_ERROR_TEXT;
}
