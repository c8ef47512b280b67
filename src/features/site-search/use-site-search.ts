import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyModule } from '../../ui/lazy-part';
import type { SearchEntry } from '../../domain/search/search';
import { goToHref } from './go-to-href';

/** The index and matcher, fetched on the first focus or keystroke (precached for offline use). */
const searchEngine = lazyModule(() => import('./search-engine'));
type SearchEngine = NonNullable<ReturnType<typeof searchEngine.current>>;

const NOTHING_YET = { results: [] as SearchEntry[], matchedQuery: '' };

export interface SiteSearchOptions {
  rootRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** After a result was opened (the mobile header collapses its search). */
  onNavigate?: () => void;
  /** After Escape (the mobile header collapses its search). */
  onEscape?: () => void;
}

/** State and keyboard behaviour of the site search combobox. */
export function useSiteSearch({ rootRef, inputRef, onNavigate, onEscape }: SiteSearchOptions) {
  const { pathname } = useLocation();
  const [query, setQueryState] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [engine, setEngine] = useState<SearchEngine | null>(searchEngine.current);
  const { results, matchedQuery } = useMemo(
    () => (engine ? engine.searchSite(query) : NOTHING_YET),
    [engine, query],
  );
  const expanded = open && query.trim() !== '';

  const prepare = () => {
    if (!engine) void searchEngine.load().then(setEngine);
  };

  // A click or tap anywhere outside the search closes the results.
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, rootRef]);

  const setQuery = (next: string) => {
    prepare();
    setQueryState(next);
    setOpen(true);
    setActive(-1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    setQueryState('');
    close();
  };

  const openEntry = (entry: SearchEntry) => {
    clear();
    inputRef.current?.blur();
    onNavigate?.();
    goToHref(entry.href, pathname);
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      if (query.trim() === '') return;
    }
    if (results.length === 0) return;
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : results.length - 1;
      return (current + step + results.length) % results.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        event.preventDefault();
        const entry = results[active] ?? (expanded ? results[0] : undefined);
        if (entry) openEntry(entry);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        clear();
        onEscape?.();
        break;
    }
  };

  return {
    query,
    setQuery,
    results,
    matchedQuery,
    /** Whether the results are known (the index has loaded). */
    ready: engine !== null,
    highlight: engine?.highlightTitle ?? null,
    expanded,
    active,
    setActive,
    open: () => {
      prepare();
      setOpen(true);
    },
    close,
    clear,
    openEntry,
    onKeyDown,
  };
}
