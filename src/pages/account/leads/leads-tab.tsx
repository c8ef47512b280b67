import { LEAD_NOT_FOUND_MESSAGE } from '../../../domain/leads/lead-model';
import { filtersFromSearch, filtersToSearch } from '../../../domain/leads/lead-filters';
import { useLocation } from 'react-router-dom';
import { AccountLink } from '../account-link';
import { leadsViewOf, listHref } from './lead-address';
import { BACK_TO_LIST_TEXT, LeadView } from './lead-view';
import { LeadsList } from './leads-list';
import './leads.css';

/** The «Заявки» tab: the list at /account/leads, one lead at /account/leads/:id. */
export function LeadsTab() {
  const { pathname, search } = useLocation();
  const view = leadsViewOf(pathname);
  const listSearch = filtersToSearch(filtersFromSearch(search));
  if (view.view === 'list') return <LeadsList />;
  if (view.view === 'lead') return <LeadView key={view.id} id={view.id} search={listSearch} />;
  return (
    <section className="account-layout__content account-panel lead-view">
      <AccountLink href={listHref(listSearch)} className="lead-view__back">
        {BACK_TO_LIST_TEXT}
      </AccountLink>
      <h2 className="account-panel__title lead-view__title">{LEAD_NOT_FOUND_MESSAGE}</h2>
    </section>
  );
}
