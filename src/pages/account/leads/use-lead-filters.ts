import { useCallback } from 'react';
import {
  EMPTY_LEAD_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  type LeadFilters,
} from '../../../domain/leads/lead-filters';
import { navigateTo } from '../../../ui/navigation';
import { useLocation } from 'react-router-dom';
import { listHref } from './lead-address';

/**
 * The list's filters live in the address (`/account/leads?status=new&q=…`), so a reload, a lead
 * opened and «← Все заявки», or the browser's back keeps them. Changing them replaces the entry.
 */
export function useLeadFilters() {
  const { search } = useLocation();
  const filters = filtersFromSearch(search);
  const current = filtersToSearch(filters);
  const setFilters = useCallback((next: LeadFilters) => {
    navigateTo(listHref(filtersToSearch(next)), { replace: true });
  }, []);
  const reset = useCallback(() => setFilters(EMPTY_LEAD_FILTERS), [setFilters]);
  return { filters, search: current, setFilters, reset };
}
