import { leadTopic } from '../../../src/domain/leads/lead-model';
import type {
  LeadDetail,
  LeadEvent,
  LeadResume,
  LeadSummary,
} from '../../../src/domain/leads/lead-records';
import { toLeadNotification, type ShownNotification } from '../notifications/notification-store';
import type { EventRow, LeadRow, ResumeRow, SummaryRow } from './lead-repository';

/** A lead as the list shows it. */
export function toSummary(row: SummaryRow, read: boolean): LeadSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: leadTopic(row.kind, row.option),
    page: row.page,
    receivedAt: row.created_at,
    read,
    assignee:
      row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
  };
}

export function toResume(row: ResumeRow | undefined): LeadResume | null {
  if (!row?.stored_name) return null;
  return {
    name: row.file_name,
    type: row.detected_type ?? 'application/octet-stream',
    size: row.size ?? 0,
  };
}

export function toEvent(row: EventRow): LeadEvent {
  return {
    at: row.at,
    actor: row.actor_name,
    type: row.type,
    from: row.from_value,
    to: row.to_value,
  };
}

/** The stored estimate as data; text that is not JSON is shown as it is, never lost. */
function parseEstimate(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface DetailParts {
  row: LeadRow;
  resume: ResumeRow | undefined;
  events: EventRow[];
  notifications: ShownNotification[];
}

export function toDetail({ row, resume, events, notifications }: DetailParts): LeadDetail {
  return {
    ...toSummary(row, true),
    option: row.option,
    message: row.message,
    requestId: row.request_id,
    spamReason: row.spam_reason,
    resume: toResume(resume),
    estimate: parseEstimate(row.estimate),
    history: events.map(toEvent),
    notifications: notifications.map(toLeadNotification),
  };
}
