import type { FastifyError, FastifyInstance } from 'fastify';

/** Russian text for the 4xx statuses a client can cause, without internal detail. */
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Некорректный запрос.',
  401: 'Требуется вход в аккаунт.',
  403: 'Недостаточно прав.',
  404: 'Не найдено.',
  405: 'Метод не поддерживается.',
  406: 'Неприемлемый формат ответа.',
  408: 'Истекло время ожидания запроса.',
  409: 'Конфликт с текущим состоянием.',
  413: 'Слишком большой запрос.',
  415: 'Неподдерживаемый тип содержимого.',
  422: 'Запрос не может быть обработан.',
  429: 'Слишком много запросов. Попробуйте через минуту.',
};

export const INTERNAL_ERROR_TEXT = 'Внутренняя ошибка сервера. Попробуйте позже.';
export const STORAGE_UNAVAILABLE_TEXT =
  'Сервер временно не может сохранить данные. Попробуйте позже: заявка останется на устройстве.';
/** How long a client should wait before trying again after a storage failure, in seconds. */
export const STORAGE_RETRY_AFTER_S = 60;

/** SQLite and file-system codes of storage that cannot take a write now (full, read-only, I/O). */
const STORAGE_CODES =
  /^(SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM)|ENOSPC|EROFS|EDQUOT|EACCES|EPERM|EIO|EMFILE|ENFILE)/;

/** Whether an error means the data directory cannot store anything now (a 503, not a 500). */
export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.test(code);
}

export interface ErrorBody {
  ok: false;
  error: string;
  fields?: Record<string, string>;
}

export function errorBody(status: number, message?: string): ErrorBody {
  return { ok: false, error: message ?? CLIENT_ERROR_TEXT[status] ?? 'Ошибка запроса.' };
}

/**
 * Every error leaves as `{ ok: false, error }` in Russian. A 5xx carries a generic message; the log
 * keeps the detail (never SQLite or stack text in a reply).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (isStorageFailure(error)) {
      // A full disk or a read-only data directory: nothing was stored, the client keeps the item
      // and tries again later (503 is a transient answer for the device's outbox).
      request.log.error({ err: error }, 'storage unavailable');
      return reply
        .status(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_S))
        .send(errorBody(503, STORAGE_UNAVAILABLE_TEXT));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(500, INTERNAL_ERROR_TEXT));
    }
    request.log.info({ code: error.code, status }, error.message);
    if (error.validation) return reply.status(400).send(errorBody(400));
    return reply.status(status).send(errorBody(status));
  });
}
