import { useId, useState } from 'react';
import { downloadLeadsCsv, leadErrorMessage } from '../../../api/leads-client';
import { isFiltered } from '../../../domain/leads/lead-filters';
import { showToast } from '../../../ui/toast/toast-store';
import { ListState } from '../admin/list-state';
import { LeadTable } from './lead-table';
import { LeadsFilterBar } from './leads-filter-bar';
import { useLeadFilters } from './use-lead-filters';
import { useLeadList } from './use-lead-list';

export const LEADS_FAILED_TEXT = 'Не удалось загрузить заявки.';
export const LEADS_NOTHING_FOUND_TEXT = 'Ничего не найдено';
export const ERROR_TOAST_MS = 5000;

/** The inbox list (issue 12): filters, CSV of the current filter, rows, «Показать ещё». */
export function LeadsList() {
  const id = useId();
  const { filters, search, setFilters, reset } = useLeadFilters();
  const list = useLeadList(filters);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadLeadsCsv(filters);
    } catch (error) {
      showToast(leadErrorMessage(error), { placement: 'dock', durationMs: ERROR_TOAST_MS });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      className="account-layout__content account-panel leads"
      aria-labelledby={`${id}-title`}
    >
      <div className="leads__head">
        <h2 id={`${id}-title`} className="account-panel__title leads__title">
          Заявки
        </h2>
        <button
          type="button"
          className="button button--ghost leads__export"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Подготовка CSV…' : 'Скачать CSV'}
        </button>
      </div>
      <LeadsFilterBar filters={filters} onChange={setFilters} onReset={reset} />
      <ListState
        status={list.status}
        empty={list.leads.length === 0}
        onRetry={list.reload}
        failedText={LEADS_FAILED_TEXT}
        emptyText={isFiltered(filters) ? LEADS_NOTHING_FOUND_TEXT : undefined}
      >
        <LeadTable leads={list.leads} search={search} />
        {list.hasMore ? (
          <div className="leads__more">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void list.loadMore()}
              disabled={list.more === 'loading'}
            >
              {list.more === 'loading' ? 'Загрузка…' : 'Показать ещё'}
            </button>
            {list.more === 'failed' ? (
              <p className="leads__error" role="alert">
                Не удалось загрузить следующие заявки.
              </p>
            ) : null}
          </div>
        ) : null}
      </ListState>
    </section>
  );
}
