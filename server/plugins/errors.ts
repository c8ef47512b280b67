import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { isDatabaseUnreachable } from '../db/availability';

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
  431: 'Слишком большие заголовки запроса.',
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

/** The JSON schema of an ErrorBody: a route's 4xx replies. */
export const errorReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'error'],
  properties: {
    ok: { const: false },
    error: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

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
    if (isStorageFailure(error) || isDatabaseUnreachable(error)) {
      // A full disk, a read-only data directory or a PostgreSQL connection lost: nothing was
      // stored, the client keeps the item and tries again later (a transient answer for the outbox).
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

const STATUS_LINE: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route sees it (a
 * malformed request line or header, a broken chunked body, headers over the size limit, a request
 * that took too long) gets the same `{ ok: false, error }` in Russian as every other error, not
 * Fastify's default English `{"error":"Bad Request","message":"Client Error"}`. Then the
 * connection is closed, as Node and Fastify do.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(errorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_LINE[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * onRequest: an HTTP/1.1 request must name its host (RFC 9112 §3.2); 400 in the API's shape. A
 * callback hook, as it runs for every request: an async one costs a promise each time.
 */
export function requireHostHeader(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.raw.httpVersion === '1.1' && !request.headers.host) {
    void reply.status(400).header('connection', 'close').send(errorBody(400));
    return;
  }
  done();
}
