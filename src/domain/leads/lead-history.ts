/**
 * A lead's trail in words (issue 12): «Получена», «Статус: Новая → В работе»,
 * «Ответственный: — → Иван Петров». Pure.
 */
import { isLeadStatus, LEAD_STATUS_LABELS } from './lead-model';
import type { LeadEvent } from './lead-records';

export const SYSTEM_ACTOR = 'Система';
export const NOBODY = '—';

const statusText = (value: string | null) =>
  value === null ? NOBODY : isLeadStatus(value) ? LEAD_STATUS_LABELS[value] : value;
const personText = (value: string | null) => (value && value.trim() ? value : NOBODY);

export function describeLeadEvent(event: Pick<LeadEvent, 'type' | 'from' | 'to'>): string {
  switch (event.type) {
    case 'created':
      return 'Получена';
    case 'status':
      return `Статус: ${statusText(event.from)} → ${statusText(event.to)}`;
    case 'assignee':
      return `Ответственный: ${personText(event.from)} → ${personText(event.to)}`;
  }
}

export function eventActor(event: Pick<LeadEvent, 'actor'>): string {
  return event.actor && event.actor.trim() ? event.actor : SYSTEM_ACTOR;
}
