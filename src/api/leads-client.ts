/**
 * The leads inbox calls (issue 12), all with the bearer token: the list (keyset pages), the unread
 * count, the staff who can be made responsible, one lead, its status and responsible, the resume
 * and CSV downloads, and a notification's retry. Replies are read defensively; failures are
 * `ApiError`s whose message `leadErrorMessage` turns into Russian for the screen.
 */
import { LEAD_NOT_FOUND_MESSAGE, type LeadStatus } from '../domain/leads/lead-model';
import type {
  LeadDetail,
  LeadNotification,
  LeadPage,
  LeadPerson,
  NotificationChannel,
} from '../domain/leads/lead-records';
import { filtersToParams, type LeadFilters } from '../domain/leads/lead-filters';
import { moscowToday } from '../domain/leads/moscow-time';
import { authedRequest, AUTH_REQUIRED_MESSAGE } from './auth-client';
import { authedDownload } from './authed-download';
import { ApiError, isApiError, isRecord } from './http';
import { readLeadDetail, readLeadPage, readNotification, readStaff } from './lead-readers';

export const BAD_REPLY_MESSAGE = 'Некорректный ответ сервера.';
export const NO_CONNECTION_MESSAGE = 'Нет соединения с сервером. Попробуйте ещё раз.';
export const FORBIDDEN_MESSAGE = 'Недостаточно прав.';
export const REQUEST_FAILED_MESSAGE = 'Не удалось выполнить запрос. Попробуйте ещё раз.';

const leadPath = (id: number) => `/leads/${encodeURIComponent(String(id))}`;

/** GET /leads with the filters and, for a further page, the cursor. */
export async function fetchLeads(
  filters: LeadFilters,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<LeadPage> {
  const reply = await authedRequest('/leads', {
    query: { ...filtersToParams(filters), cursor: page.cursor ?? undefined, limit: page.limit },
  });
  return readLeadPage(reply);
}

/** GET /leads/unread: unread non-spam leads of the signed-in staff member. */
export async function fetchUnreadLeads(): Promise<number> {
  const reply = await authedRequest('/leads/unread');
  const unread = isRecord(reply) ? reply.unread : undefined;
  if (typeof unread !== 'number' || !Number.isFinite(unread) || unread < 0) {
    throw new ApiError(500, BAD_REPLY_MESSAGE, reply);
  }
  return Math.floor(unread);
}

/** GET /leads/staff: who can be made responsible. */
export async function fetchLeadStaff(): Promise<LeadPerson[]> {
  return readStaff(await authedRequest('/leads/staff'));
}

function detailOf(reply: unknown): LeadDetail {
  const lead = isRecord(reply) ? readLeadDetail(reply.lead) : null;
  if (!lead) throw new ApiError(500, BAD_REPLY_MESSAGE, reply);
  return lead;
}

/** GET /leads/:id (the server marks it read for this staff member). */
export async function fetchLead(id: number): Promise<LeadDetail> {
  return detailOf(await authedRequest(leadPath(id)));
}

export interface LeadChanges {
  status?: LeadStatus;
  assigneeId?: string | null;
}

/** PATCH /leads/:id with only what changes. */
export async function updateLead(id: number, changes: LeadChanges): Promise<LeadDetail> {
  return detailOf(await authedRequest(leadPath(id), { method: 'PATCH', body: changes }));
}

/** POST /leads/:id/notifications/:channel/retry. */
export async function retryLeadNotification(
  id: number,
  channel: NotificationChannel,
): Promise<LeadNotification> {
  const reply = await authedRequest(`${leadPath(id)}/notifications/${channel}/retry`, {
    method: 'POST',
  });
  const notification = isRecord(reply) ? readNotification(reply.notification) : null;
  if (!notification) throw new ApiError(500, BAD_REPLY_MESSAGE, reply);
  return notification;
}

/** GET /leads/:id/resume, saved under the server's file name. */
export function downloadLeadResume(id: number, fallbackName = `resume-${id}`): Promise<string> {
  return authedDownload(`${leadPath(id)}/resume`, { fallbackName });
}

/** GET /leads/export.csv with the list's filters, saved under the server's file name. */
export function downloadLeadsCsv(filters: LeadFilters): Promise<string> {
  return authedDownload('/leads/export.csv', {
    query: filtersToParams(filters),
    fallbackName: `leads-${moscowToday()}.csv`,
  });
}

/** A failure of these calls in Russian, for a toast or an error line. */
export function leadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return REQUEST_FAILED_MESSAGE;
  if (error.kind !== 'http') return NO_CONNECTION_MESSAGE;
  if (error.status === 401) return AUTH_REQUIRED_MESSAGE;
  // The server's own words when it gave them in Russian («Файл резюме не найден.», a 409, ...).
  const said = isRecord(error.payload) && typeof error.payload.error === 'string';
  if (said && /[а-яё]/i.test(error.message)) return error.message;
  if (error.status === 404) return LEAD_NOT_FOUND_MESSAGE;
  if (error.status === 403) return FORBIDDEN_MESSAGE;
  return REQUEST_FAILED_MESSAGE;
}
