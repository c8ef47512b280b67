import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  leadTopic,
} from '../../../src/domain/leads/lead-model';
import { CSV_BOM, csvRow } from '../../../src/domain/leads/csv';
import { formatMoscowDateTime } from '../../../src/domain/leads/moscow-time';
import type { LeadRow } from './lead-repository';

/** The export's columns: a header and the cells of one lead, in the same order. */
export const LEAD_CSV_COLUMNS = [
  ['№', (row: LeadRow) => row.id],
  ['Тип', (row: LeadRow) => LEAD_KIND_LABELS[row.kind]],
  ['Получена (МСК)', (row: LeadRow) => formatMoscowDateTime(row.created_at)],
  ['Статус', (row: LeadRow) => LEAD_STATUS_LABELS[row.status]],
  ['Имя', (row: LeadRow) => row.name],
  ['E-mail', (row: LeadRow) => row.email],
  ['Телефон', (row: LeadRow) => row.phone],
  ['Тема / вакансия', (row: LeadRow) => leadTopic(row.kind, row.option)],
  ['Страница', (row: LeadRow) => row.page],
  ['Ответственный', (row: LeadRow) => row.assignee_name],
  ['Сообщение', (row: LeadRow) => row.message],
  ['Причина (спам)', (row: LeadRow) => row.spam_reason],
] as const;

/**
 * The CSV of a stream of lead batches, one string per batch: memory stays flat however many leads
 * there are (the reply streams these as they come).
 */
export async function* leadCsvLines(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(LEAD_CSV_COLUMNS.map(([title]) => title));
  for await (const batch of batches) {
    yield batch.map((row) => csvRow(LEAD_CSV_COLUMNS.map(([, cell]) => cell(row)))).join('');
  }
}
