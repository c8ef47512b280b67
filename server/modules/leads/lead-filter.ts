/**
 * The inbox's query string (list and CSV export), checked and turned into a filter. Values arrive as
 * strings (the schema only bounds their length); every refusal has a Russian message per field.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldLatin } from '../../db/search-folding';
import { isSqlite, type Queryable } from '../../db/transaction';
import {
  isLeadKind,
  isLeadStatus,
  LEADS_PAGE_SIZE,
  LEADS_PAGE_SIZE_MAX,
  type LeadKind,
  type LeadStatus,
} from '../../../src/domain/leads/lead-model';
import { searchTerms } from '../../../src/domain/leads/lead-search';
import { moscowDayEndUtc, moscowDayStartUtc } from '../../../src/domain/leads/moscow-time';

export interface LeadQueryParams {
  q?: string;
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: string;
}

export interface LeadFilter {
  /** Folded words; every one must start a word of the lead. Empty: no search. */
  terms: string[];
  kind: LeadKind | null;
  /** One status; 'all' includes spam; null (the default) is everything but spam. */
  status: LeadStatus | 'all' | null;
  /** UTC ISO bounds: fromUtc inclusive, toUtc exclusive. */
  fromUtc: string | null;
  toUtc: string | null;
}

export interface LeadPageRequest extends LeadFilter {
  /** Only leads with a smaller id (the last id of the previous page). */
  before: number | null;
  limit: number;
}

export const FILTER_MESSAGES = {
  kind: 'Неизвестный тип заявки.',
  status: 'Неизвестный статус.',
  date: 'Укажите дату в формате ГГГГ-ММ-ДД.',
  range: 'Дата «по» раньше даты «с».',
  cursor: 'Некорректная позиция списка.',
  limit: `Укажите число от 1 до ${LEADS_PAGE_SIZE_MAX}.`,
} as const;

export type FilterField = 'kind' | 'status' | 'from' | 'to' | 'cursor' | 'limit';
export type FilterOutcome<T> =
  { ok: true; value: T } | { ok: false; fields: Partial<Record<FilterField, string>> };

export function parseLeadFilter(params: LeadQueryParams): FilterOutcome<LeadFilter> {
  const fields: Partial<Record<FilterField, string>> = {};
  const rawKind = params.kind?.trim() || null;
  const kind = isLeadKind(rawKind) ? rawKind : null;
  if (rawKind !== null && kind === null) fields.kind = FILTER_MESSAGES.kind;
  const rawStatus = params.status?.trim() || null;
  const status = rawStatus === 'all' || isLeadStatus(rawStatus) ? rawStatus : null;
  if (rawStatus !== null && status === null) fields.status = FILTER_MESSAGES.status;
  const from = params.from?.trim() || null;
  const fromUtc = from === null ? null : moscowDayStartUtc(from);
  if (from !== null && fromUtc === null) fields.from = FILTER_MESSAGES.date;
  const to = params.to?.trim() || null;
  const toUtc = to === null ? null : moscowDayEndUtc(to);
  if (to !== null && toUtc === null) fields.to = FILTER_MESSAGES.date;
  if (fromUtc !== null && toUtc !== null && toUtc <= fromUtc) fields.to = FILTER_MESSAGES.range;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      terms: searchTerms(params.q ?? ''),
      kind,
      status,
      fromUtc,
      toUtc,
    },
  };
}

export function parseLeadPageRequest(params: LeadQueryParams): FilterOutcome<LeadPageRequest> {
  const filter = parseLeadFilter(params);
  const fields: Partial<Record<FilterField, string>> = filter.ok ? {} : { ...filter.fields };
  const cursor = params.cursor?.trim() ?? '';
  const before = cursor === '' ? null : Number(cursor);
  if (before !== null && (!/^\d{1,15}$/.test(cursor) || before < 1)) {
    fields.cursor = FILTER_MESSAGES.cursor;
  }
  const rawLimit = params.limit?.trim() ?? '';
  const limit = rawLimit === '' ? LEADS_PAGE_SIZE : Number(rawLimit);
  if (
    !/^\d{0,3}$/.test(rawLimit) ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > LEADS_PAGE_SIZE_MAX
  ) {
    fields.limit = FILTER_MESSAGES.limit;
  }
  if (!filter.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { ...filter.value, before, limit } };
}

/**
 * The search condition on `lead_search` for folded words: each the start of a word, all required.
 * SQLite: an FTS5 MATCH of quoted prefixes, or, for a word in `expansions`, of the index's words it
 * starts (lead-search-match.ts: the same rows, read lazily). PostgreSQL: the tsvector of the same
 * folded text (see the leads migration) against a prefix tsquery in the 'simple' configuration (no
 * stemming), Latin diacritics folded on both sides as FTS5's remove_diacritics does.
 */
export function matchExpression(
  db: Queryable,
  terms: readonly string[],
  expansions: ReadonlyMap<string, readonly string[]> = new Map(),
): RawBuilder<SqlBool> {
  if (isSqlite(db)) {
    const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
    const query = terms
      .map((term) => {
        const words = expansions.get(term);
        return words ? `(${words.map(quoted).join(' OR ')})` : `${quoted(term)}*`;
      })
      .join(' AND ');
    return sql<SqlBool>`lead_search MATCH ${query}`;
  }
  const query = terms.map((term) => `'${foldLatin(term).replace(/['\\]/g, '\\$&')}':*`).join(' & ');
  return sql<SqlBool>`lead_search.words @@ to_tsquery('simple', ${query})`;
}
