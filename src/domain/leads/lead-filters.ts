/**
 * The inbox list's filters (issue 12): what the account area keeps in its address
 * (`/account/leads?status=new&q=…`) and what it asks the API for. Defaults are left out of both,
 * so the plain address is the default list. Unknown or malformed values read as the default. Pure.
 */
import { moscowDayStartUtc } from './moscow-time';
import { isLeadKind, isLeadStatus, type LeadKind, type LeadStatus } from './lead-model';
import { SEARCH_MAX_LENGTH } from './lead-search';

/** '' is everything except spam (the default); 'all' includes spam. */
export type LeadStatusFilter = '' | LeadStatus | 'all';

export interface LeadFilters {
  q: string;
  kind: '' | LeadKind;
  status: LeadStatusFilter;
  /** Moscow calendar days 'YYYY-MM-DD', inclusive; '' for no bound. */
  from: string;
  to: string;
}

export const EMPTY_LEAD_FILTERS: LeadFilters = { q: '', kind: '', status: '', from: '', to: '' };

export const KIND_FILTER_OPTIONS: readonly { value: LeadFilters['kind']; label: string }[] = [
  { value: '', label: 'Все типы' },
  { value: 'contact', label: 'Заявки' },
  { value: 'application', label: 'Анкеты' },
];

export const STATUS_FILTER_OPTIONS: readonly { value: LeadStatusFilter; label: string }[] = [
  { value: '', label: 'Все, кроме спама' },
  { value: 'new', label: 'Новая' },
  { value: 'in_progress', label: 'В работе' },
  { value: 'closed', label: 'Закрыта' },
  { value: 'spam', label: 'Спам' },
  { value: 'all', label: 'Все' },
];

function isStatusFilter(value: string): value is LeadStatusFilter {
  return value === 'all' || isLeadStatus(value);
}

/** A real calendar day 'YYYY-MM-DD', else ''. */
export function validDay(value: string | null | undefined): string {
  const day = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && moscowDayStartUtc(day) !== null ? day : '';
}

/** The filters an address's query gives ('?status=new&q=…'). */
export function filtersFromSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    kind: isLeadKind(kind) ? kind : '',
    status: isStatusFilter(status) ? status : '',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
  };
}

/** The filters as query parameters, defaults left out (trimmed search text). */
export function filtersToParams(filters: LeadFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.kind) params.kind = filters.kind;
  if (filters.status) params.status = filters.status;
  const from = validDay(filters.from);
  const to = validDay(filters.to);
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}

/** '' or '?q=…&status=…' for the address bar. */
export function filtersToSearch(filters: LeadFilters): string {
  const text = new URLSearchParams(filtersToParams(filters)).toString();
  return text ? `?${text}` : '';
}

/** Whether anything narrows the list (its empty state then reads «Ничего не найдено»). */
export function isFiltered(filters: LeadFilters): boolean {
  return Object.keys(filtersToParams(filters)).length > 0;
}
