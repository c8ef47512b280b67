/**
 * JSON calls to the main API (accounts §7): the base address, JSON bodies, cookies always sent
 * (`credentials: 'include'`), an optional bearer token, a time-out, and serverless-style replies
 * (`{ statusCode, body: "<json>" }`) unwrapped. A failure raises an `ApiError` carrying the status
 * and the payload; its message is the payload's `error` field, else the reply text.
 */
import { site } from '../config/site';
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity';
import { unwrapReply } from './forms-client';

declare global {
  interface Window {
    /** The window-level API base setting (public-site §7); wins over the built-in one. */
    __KUB_API_BASE__?: string;
  }
}

export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer came (network failure or time-out). */
  readonly status: number;
  readonly payload: unknown;
  readonly kind: ApiErrorKind;
  /** Per-field messages of the reply (`fields` of `{ ok: false, error, fields }`). */
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    message: string,
    payload: unknown = null,
    kind: ApiErrorKind = 'http',
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.payload = payload;
    this.kind = kind;
    this.fields = stringFields(payload);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(payload: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(payload) || !isRecord(payload.fields)) return out;
  for (const [key, value] of Object.entries(payload.fields)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** The API base: the window-level setting, else the configured {host} (same origin `/api`). */
export function apiBase(): string {
  if (typeof window !== 'undefined') {
    const configured = window.__KUB_API_BASE__;
    if (typeof configured === 'string' && configured.trim()) {
      return configured.trim().replace(/\/+$/, '');
    }
  }
  return site.apiBase;
}

export type QueryValue = string | number | undefined | null;

export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>` when given. */
  token?: string | null;
  query?: Record<string, QueryValue>;
  /** Abort after this many milliseconds (the error then has kind 'timeout'). */
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one JSON call to the API and returns the (unwrapped) reply body. */
export async function requestJson<T = unknown>(
  path: string,
  request: JsonRequest = {},
): Promise<T> {
  const { method = 'GET', body, token, query, timeoutMs } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiBase()}${withQuery(path, query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'timeout', null, 'timeout');
    reportNetworkFailure();
    throw new ApiError(0, error instanceof Error ? error.message : String(error), null, 'network');
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  reportNetworkSuccess();

  const parsed = parseJson(text);
  const { body: reply, statusCode } = unwrapReply(parsed);
  const status = statusCode ?? response.status;
  const ok = response.ok && status >= 200 && status < 300;
  if (ok) return reply as T;
  const message =
    isRecord(reply) && typeof reply.error === 'string' ? reply.error : text || `HTTP ${status}`;
  throw new ApiError(status, message, reply ?? text);
}
