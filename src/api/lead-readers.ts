/**
 * The inbox's replies read defensively (like `readUser`): a missing or mistyped field takes a
 * neutral value, a record without an id or with an unknown kind or status is left out, so a
 * server a release ahead or behind never breaks the screen.
 */
import { isLeadKind, isLeadStatus } from '../domain/leads/lead-model';
import type {
  LeadDetail,
  LeadEvent,
  LeadEventType,
  LeadNotification,
  LeadPage,
  LeadPerson,
  LeadResume,
  LeadSummary,
} from '../domain/leads/lead-records';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from '../domain/leads/lead-records';
import { isRecord } from './http';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const listOf = <T>(raw: unknown, read: (item: unknown) => T | null): T[] =>
  (Array.isArray(raw) ? raw : []).map(read).filter((item): item is T => item !== null);

export function readPerson(raw: unknown): LeadPerson | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'number' ? String(raw.id) : str(raw.id);
  return id ? { id, name: str(raw.name) } : null;
}

export function readLeadSummary(raw: unknown): LeadSummary | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'number' ? raw.id : Number(str(raw.id));
  if (!Number.isInteger(id) || id <= 0) return null;
  if (!isLeadKind(raw.kind) || !isLeadStatus(raw.status)) return null;
  return {
    id,
    kind: raw.kind,
    status: raw.status,
    name: str(raw.name),
    email: str(raw.email),
    phone: str(raw.phone),
    topic: str(raw.topic),
    page: str(raw.page),
    receivedAt: str(raw.receivedAt),
    read: raw.read === true,
    assignee: readPerson(raw.assignee),
  };
}

function readResume(raw: unknown): LeadResume | null {
  if (!isRecord(raw) || !str(raw.name)) return null;
  return { name: str(raw.name), type: str(raw.type), size: num(raw.size) };
}

const EVENT_TYPES: readonly LeadEventType[] = ['created', 'status', 'assignee'];

function readEvent(raw: unknown): LeadEvent | null {
  if (!isRecord(raw)) return null;
  const type = EVENT_TYPES.find((known) => known === raw.type);
  if (!type) return null;
  return {
    at: str(raw.at),
    actor: strOrNull(raw.actor),
    type,
    from: strOrNull(raw.from),
    to: strOrNull(raw.to),
  };
}

export function readNotification(raw: unknown): LeadNotification | null {
  if (!isRecord(raw)) return null;
  const channel = NOTIFICATION_CHANNELS.find((known) => known === raw.channel);
  const status = NOTIFICATION_STATUSES.find((known) => known === raw.status);
  if (!channel || !status) return null;
  return {
    channel,
    status,
    attempts: num(raw.attempts),
    lastError: strOrNull(raw.lastError),
    sentAt: strOrNull(raw.sentAt),
    nextAttemptAt: strOrNull(raw.nextAttemptAt),
  };
}

export function readLeadDetail(raw: unknown): LeadDetail | null {
  const summary = readLeadSummary(raw);
  if (!summary || !isRecord(raw)) return null;
  return {
    ...summary,
    option: str(raw.option),
    message: str(raw.message),
    requestId: str(raw.requestId),
    spamReason: strOrNull(raw.spamReason),
    resume: readResume(raw.resume),
    estimate: raw.estimate ?? null,
    history: listOf(raw.history, readEvent),
    notifications: listOf(raw.notifications, readNotification),
  };
}

export function readLeadPage(raw: unknown): LeadPage {
  if (!isRecord(raw)) return { leads: [], nextCursor: null };
  const cursor = str(raw.nextCursor);
  return { leads: listOf(raw.leads, readLeadSummary), nextCursor: cursor || null };
}

export function readStaff(raw: unknown): LeadPerson[] {
  return isRecord(raw) ? listOf(raw.staff, readPerson) : [];
}
