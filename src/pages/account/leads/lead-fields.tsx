import type { ReactNode } from 'react';
import type { LeadDetail } from '../../../domain/leads/lead-records';
import { isWebAddress } from './lead-address';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fields__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Everything the visitor submitted, as they sent it. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const application = lead.kind === 'application';
  return (
    <dl className="lead-fields">
      <Field label="Имя">{lead.name || '—'}</Field>
      <Field label="E-mail">
        {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}
      </Field>
      <Field label="Телефон">
        {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : '—'}
      </Field>
      <Field label={application ? 'Вакансия' : 'Тема'}>{lead.topic || lead.option || '—'}</Field>
      {application && lead.option && lead.option !== lead.topic ? (
        <Field label="Выбор в анкете">{lead.option}</Field>
      ) : null}
      <Field label="Страница">
        {isWebAddress(lead.page) ? (
          <a href={lead.page} target="_blank" rel="noopener noreferrer">
            {lead.page}
          </a>
        ) : (
          lead.page || '—'
        )}
      </Field>
      <Field label="Номер запроса">
        <code>{lead.requestId || '—'}</code>
      </Field>
      <div className="lead-fields__item lead-fields__item--wide">
        <dt>{application ? 'Анкета' : 'Сообщение'}</dt>
        <dd className="lead-fields__message">{lead.message || '—'}</dd>
      </div>
    </dl>
  );
}
