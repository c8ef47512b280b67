import { useId, type ReactNode } from 'react';
import { LEAD_KIND_LABELS, LEAD_NOT_FOUND_MESSAGE } from '../../../domain/leads/lead-model';
import type { LeadDetail } from '../../../domain/leads/lead-records';
import { AccountLink } from '../account-link';
import { LOADING_TEXT } from '../loading-text';
import { listHref } from './lead-address';
import { LeadControls } from './lead-controls';
import { LeadEstimate } from './lead-estimate';
import { LeadFields } from './lead-fields';
import { LeadHistory } from './lead-history';
import { LeadNotifications } from './lead-notifications';
import { LeadResume } from './lead-resume';
import { moscowTime } from './lead-table';
import { useLead } from './use-lead';

export const BACK_TO_LIST_TEXT = '← Все заявки';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="lead-view__part" aria-labelledby={id}>
      <h3 id={id} className="lead-view__subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

function LeadBody({ lead, data }: { lead: LeadDetail; data: ReturnType<typeof useLead> }) {
  return (
    <>
      <LeadControls lead={lead} staff={data.staff} saving={data.saving} onChange={data.change} />
      {lead.spamReason ? (
        <p className="lead-view__spam">
          <strong>Похоже на спам:</strong> {lead.spamReason}
        </p>
      ) : null}
      <Part title="Что прислали">
        <LeadFields lead={lead} />
      </Part>
      {lead.resume ? (
        <Part title="Резюме">
          <LeadResume leadId={lead.id} resume={lead.resume} />
        </Part>
      ) : null}
      {lead.estimate !== null && lead.estimate !== undefined ? (
        <Part title="Расчёт">
          <LeadEstimate estimate={lead.estimate} />
        </Part>
      ) : null}
      <Part title="Уведомления">
        <LeadNotifications
          notifications={lead.notifications}
          retrying={data.retrying}
          onRetry={(channel) => void data.retry(channel)}
        />
      </Part>
      <Part title="История">
        <LeadHistory history={lead.history} />
      </Part>
    </>
  );
}

/** One lead (issue 12): heading, time, status and responsible, everything sent, its trail. */
export function LeadView({ id, search }: { id: number; search: string }) {
  const data = useLead(id);
  const { state } = data;
  const titleId = useId();
  const back = (
    <AccountLink href={listHref(search)} className="lead-view__back">
      {BACK_TO_LIST_TEXT}
    </AccountLink>
  );

  let content: ReactNode;
  let title = 'Заявка';
  if (state.status === 'loading') {
    content = (
      <p className="list-state" role="status">
        {LOADING_TEXT}
      </p>
    );
  } else if (state.status === 'missing') {
    title = LEAD_NOT_FOUND_MESSAGE;
    content = <p>Возможно, её номер набран с ошибкой.</p>;
  } else if (state.status === 'failed') {
    content = (
      <div className="list-state list-state--failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--ghost" onClick={data.reload}>
          Повторить
        </button>
      </div>
    );
  } else {
    const { lead } = state;
    title = `${LEAD_KIND_LABELS[lead.kind]} № ${lead.id}${lead.name ? ` — ${lead.name}` : ''}`;
    content = (
      <>
        <p className="lead-view__received">
          Получена <time dateTime={lead.receivedAt}>{moscowTime(lead.receivedAt)}</time>
        </p>
        <LeadBody lead={lead} data={data} />
      </>
    );
  }

  return (
    <section className="account-layout__content account-panel lead-view" aria-labelledby={titleId}>
      {back}
      <h2 id={titleId} className="account-panel__title lead-view__title">
        {title}
      </h2>
      {content}
    </section>
  );
}
