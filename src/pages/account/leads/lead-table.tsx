import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../domain/leads/lead-model';
import type { LeadSummary } from '../../../domain/leads/lead-records';
import { formatMoscowDateTime } from '../../../domain/leads/moscow-time';
import { AccountLink } from '../account-link';
import { leadHref, pageLabel } from './lead-address';

export const UNREAD_TEXT = 'Не прочитано';
export const NOT_ASSIGNED_TEXT = 'Не назначен';

export const moscowTime = (iso: string) => {
  const text = formatMoscowDateTime(iso);
  return text ? `${text} МСК` : '';
};

function LeadRow({ lead, search }: { lead: LeadSummary; search: string }) {
  const unread = !lead.read;
  return (
    <tr className={unread ? 'leads-table__row leads-table__row--unread' : 'leads-table__row'}>
      <td data-label="Тип" className="leads-table__kind">
        {LEAD_KIND_LABELS[lead.kind]}
      </td>
      <td data-label="Имя" className="leads-table__name">
        {unread ? (
          <>
            <span className="leads-table__dot" aria-hidden="true" />
            <span className="visually-hidden">{UNREAD_TEXT}</span>{' '}
          </>
        ) : null}
        <AccountLink href={leadHref(lead.id, search)} className="leads-table__link">
          {lead.name || `№ ${lead.id}`}
        </AccountLink>
      </td>
      <td data-label="Контакты" className="leads-table__contacts">
        {lead.email ? <span>{lead.email}</span> : null}
        {lead.phone ? <span>{lead.phone}</span> : null}
      </td>
      <td data-label={lead.kind === 'application' ? 'Вакансия' : 'Тема'}>{lead.topic || '—'}</td>
      <td data-label="Страница" className="leads-table__page">
        {pageLabel(lead.page) || '—'}
      </td>
      <td data-label="Получена" className="leads-table__time">
        {moscowTime(lead.receivedAt)}
      </td>
      <td data-label="Статус">
        <span className={`lead-status lead-status--${lead.status}`}>
          {LEAD_STATUS_LABELS[lead.status]}
        </span>
      </td>
      <td data-label="Ответственный">{lead.assignee?.name || NOT_ASSIGNED_TEXT}</td>
    </tr>
  );
}

/**
 * The inbox rows, newest first: a table on wide screens, a card per lead on narrow ones (each
 * cell then carries its label). The name links to the lead; the whole row is its click area.
 */
export function LeadTable({ leads, search }: { leads: LeadSummary[]; search: string }) {
  return (
    <table className="leads-table">
      <caption className="visually-hidden">Заявки и анкеты, новые сверху</caption>
      <thead>
        <tr>
          <th scope="col">Тип</th>
          <th scope="col">Имя</th>
          <th scope="col">Контакты</th>
          <th scope="col">Тема / вакансия</th>
          <th scope="col">Страница</th>
          <th scope="col">Получена</th>
          <th scope="col">Статус</th>
          <th scope="col">Ответственный</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} search={search} />
        ))}
      </tbody>
    </table>
  );
}
