import { useCallback, useEffect, useState } from 'react';
import { fetchLeads } from '../../../api/leads-client';
import {
  filtersFromSearch,
  filtersToSearch,
  type LeadFilters,
} from '../../../domain/leads/lead-filters';
import type { LeadSummary } from '../../../domain/leads/lead-records';

export type LeadListStatus = 'loading' | 'ready' | 'failed';
type MoreStatus = 'idle' | 'loading' | 'failed';

interface Loaded {
  key: string;
  status: 'ready' | 'failed';
  leads: LeadSummary[];
  nextCursor: string | null;
}

const NOTHING: Loaded = { key: '', status: 'ready', leads: [], nextCursor: null };

function appendNew(current: LeadSummary[], more: LeadSummary[]): LeadSummary[] {
  const seen = new Set(current.map((lead) => lead.id));
  return [...current, ...more.filter((lead) => !seen.has(lead.id))];
}

/**
 * The inbox list for these filters: the first page, then «Показать ещё» appends the next one
 * (keyset: the reply's cursor is passed back). A new filter starts over.
 */
export function useLeadList(filters: LeadFilters) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(NOTHING);
  const [moreState, setMoreState] = useState<{ key: string; status: MoreStatus }>({
    key: '',
    status: 'idle',
  });
  const search = filtersToSearch(filters);
  const key = `${search}|${attempt}`;
  const more: MoreStatus = moreState.key === key ? moreState.status : 'idle';
  const setMore = useCallback((status: MoreStatus) => setMoreState({ key, status }), [key]);

  useEffect(() => {
    let live = true;
    fetchLeads(filtersFromSearch(search))
      .then((page) => {
        if (live) setLoaded({ key, status: 'ready', ...page });
      })
      .catch(() => {
        if (live) setLoaded({ key, status: 'failed', leads: [], nextCursor: null });
      });
    return () => {
      live = false;
    };
  }, [search, key]);

  const loadMore = useCallback(async () => {
    const cursor = loaded.nextCursor;
    if (!cursor || loaded.key !== key || more === 'loading') return;
    setMore('loading');
    try {
      const page = await fetchLeads(filtersFromSearch(search), { cursor });
      setLoaded((current) =>
        current.key === key
          ? { ...current, leads: appendNew(current.leads, page.leads), nextCursor: page.nextCursor }
          : current,
      );
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }, [search, key, loaded.key, loaded.nextCursor, more, setMore]);

  const status: LeadListStatus = loaded.key === key ? loaded.status : 'loading';
  return {
    status,
    leads: status === 'ready' ? loaded.leads : [],
    hasMore: status === 'ready' && loaded.nextCursor !== null,
    more,
    loadMore,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
