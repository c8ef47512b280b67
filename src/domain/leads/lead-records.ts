/**
 * The inbox's records as the API sends them (issue 12): one type for the server that builds them and
 * the account area that reads them. Times are ISO strings in UTC. Pure types.
 */
import type { LeadKind, LeadStatus } from './lead-model';

export interface LeadPerson {
  id: string;
  name: string;
}

/** A row of the inbox list. */
export interface LeadSummary {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string;
  /** A contact request's topic, or an application's vacancy ('' when none was chosen). */
  topic: string;
  /** The address the lead was sent from. */
  page: string;
  receivedAt: string;
  /** Whether the staff member asking has opened it. */
  read: boolean;
  assignee: LeadPerson | null;
}

export interface LeadResume {
  name: string;
  /** The MIME type found by content (what the download is sent as). */
  type: string;
  size: number;
}

export type LeadEventType = 'created' | 'status' | 'assignee';

/** One line of a lead's trail: who changed what, when. Values are codes (status) or names. */
export interface LeadEvent {
  at: string;
  /** The staff member's name; null for the system (the lead's arrival). */
  actor: string | null;
  type: LeadEventType;
  from: string | null;
  to: string | null;
}

export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  email: 'E-mail',
  webhook: 'Вебхук',
};

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_LABELS: Readonly<Record<NotificationStatus, string>> = {
  pending: 'Ожидает отправки',
  sending: 'Отправляется',
  sent: 'Отправлено',
  failed: 'Не удалось отправить',
};

export interface LeadNotification {
  channel: NotificationChannel;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** When the next try is due (pending after a failure). */
  nextAttemptAt: string | null;
}

/** Everything about one lead: what was submitted, its trail and its notifications. */
export interface LeadDetail extends LeadSummary {
  /** The option as submitted ('Новая анкета — …' for an application). */
  option: string;
  message: string;
  requestId: string;
  spamReason: string | null;
  resume: LeadResume | null;
  /** A calculator estimate attached to the request (issue 17), as stored; null when none. */
  estimate: unknown;
  history: LeadEvent[];
  notifications: LeadNotification[];
}

export interface LeadPage {
  leads: LeadSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
