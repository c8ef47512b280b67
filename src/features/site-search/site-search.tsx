import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { resultCountText } from '../../domain/search/result-count';
import { CrossIcon, SearchIcon } from './search-icons';
import { useSiteSearch } from './use-site-search';
import './site-search.css';

export interface SiteSearchProps {
  onNavigate?: () => void;
  onEscape?: () => void;
  className?: string;
}

/**
 * The header's site search: a combobox whose listbox shows at most eight pages of the site.
 * Arrows move through the results, Enter opens one, Escape closes and clears.
 */
export function SiteSearch({ onNavigate, onEscape, className }: SiteSearchProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const search = useSiteSearch({ rootRef, inputRef, onNavigate, onEscape });
  const { query, results, expanded, active } = search;

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active];
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) search.close();
  };

  return (
    <div
      ref={rootRef}
      role="search"
      className={['site-search', className].filter(Boolean).join(' ')}
      onBlur={onBlur}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        Поиск по сайту
      </label>
      <span className="site-search__icon">
        <SearchIcon />
      </span>
      <input
        ref={inputRef}
        id={inputId}
        className="site-search__input"
        type="search"
        placeholder="Поиск"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => search.setQuery(event.target.value)}
        onFocus={search.open}
        onClick={search.open}
        onKeyDown={search.onKeyDown}
      />
      {query !== '' && (
        <button
          type="button"
          className="site-search__clear"
          aria-label="Очистить поиск"
          onClick={() => {
            search.clear();
            inputRef.current?.focus();
          }}
        >
          <CrossIcon />
        </button>
      )}
      <div className="site-search__popup" hidden={!expanded}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Результаты поиска"
          className="site-search__list"
        >
          {results.map((entry, index) => (
            <li
              key={entry.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="site-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => search.setActive(index)}
              onClick={() => search.openEntry(entry)}
            >
              <span className="site-search__title">
                {(search.highlight?.(entry.title, search.matchedQuery) ?? []).map((part, at) =>
                  part.match ? (
                    <mark key={at}>{part.text}</mark>
                  ) : (
                    <span key={at}>{part.text}</span>
                  ),
                )}
              </span>
              <span className="site-search__section">{entry.section}</span>
            </li>
          ))}
        </ul>
        <p
          role="status"
          className={
            expanded && search.ready && results.length === 0
              ? 'site-search__empty'
              : 'visually-hidden'
          }
        >
          {expanded && search.ready ? resultCountText(results.length) : ''}
        </p>
      </div>
    </div>
  );
}
