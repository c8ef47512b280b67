/**
 * The leads inbox (issue 12): what a lead is, its statuses and kinds with their Russian labels, and
 * who may read leads. Shared by the server (API, export, notifications) and the account area. Pure.
 */
import { isAdminUser, type AdminSignals } from '../accounts/admin';
import { normalizeRole } from '../accounts/roles';
import { OPTION_PREFIX, OPTION_ROLE_SEPARATOR } from '../applications/message';

export const LEAD_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'Новая',
  in_progress: 'В работе',
  closed: 'Закрыта',
  spam: 'Спам',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * What a visitor submits, the same fields in a contact request (public-site §3, §7) and a job
 * application (accounts §3.3); stored as they came and shown in the inbox.
 */
export interface SubmittedFields {
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** The topic picked, or 'Новая анкета — …' for an application. */
  option: string;
  message: string;
  /** The address it was sent from; '' when unknown. */
  page: string;
}

/** A contact request (public-site §3) or a job application (accounts §3.3). */
export const LEAD_KINDS = ['contact', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  contact: 'Заявка',
  application: 'Анкета',
};

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

/**
 * Who reads leads: admins (accounts §6) and the role «Менеджер» (`manager`), which the spec's role
 * list already holds and which gives no other right. Everybody else gets 403 and no tab.
 */
export function canReadLeads(user: (AdminSignals & { role?: string | null }) | null | undefined) {
  if (!user) return false;
  return isAdminUser(user) || normalizeRole(user.role) === 'manager';
}

/** What the inbox shows as the topic: a contact request's topic, an application's vacancy. */
export function leadTopic(kind: LeadKind, option: string): string {
  if (kind === 'contact') return option;
  const prefix = OPTION_PREFIX + OPTION_ROLE_SEPARATOR;
  return option.startsWith(prefix) ? option.slice(prefix.length).trim() : '';
}

/** Page size of the inbox list: default and largest. */
export const LEADS_PAGE_SIZE = 50;
export const LEADS_PAGE_SIZE_MAX = 100;
export const LEAD_NOT_FOUND_MESSAGE = 'Заявка не найдена.';
