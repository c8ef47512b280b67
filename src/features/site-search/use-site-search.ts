import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_INDEX } from '../../content/search-index';
import { findEntries } from '../../domain/search/find-entries';
import type { SearchEntry } from '../../domain/search/search';
import { goToHref } from './go-to-href';

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
  const { results, matchedQuery } = useMemo(() => findEntries(SEARCH_INDEX, query), [query]);
  const expanded = open && query.trim() !== '';

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
    expanded,
    active,
    setActive,
    open: () => setOpen(true),
    close,
    clear,
    openEntry,
    onKeyDown,
  };
}
