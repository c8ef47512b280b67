import { useEffect, useRef, useState } from 'react';
import { SiteSearch } from '../../../features/site-search/site-search';
import { CrossIcon, SearchIcon } from '../../../features/site-search/search-icons';
import './header-search.css';

const SEARCH_ID = 'header-search';

/**
 * The header's search box. On wide screens it sits in the header row; on narrow ones an icon
 * button expands it over the header row, with a close button, and it collapses again after
 * Escape, a chosen result or a tap outside.
 */
export function HeaderSearch() {
  const [expanded, setExpanded] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!expanded) return undefined;
    boxRef.current?.querySelector('input')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!boxRef.current?.contains(target) && !toggleRef.current?.contains(target)) {
        setExpanded(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const collapse = (returnFocus: boolean) => {
    if (!expanded) return;
    setExpanded(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="round-button header-search__toggle"
        aria-label="Открыть поиск"
        aria-expanded={expanded}
        aria-controls={SEARCH_ID}
        onClick={() => setExpanded((open) => !open)}
      >
        <SearchIcon />
      </button>
      <div
        ref={boxRef}
        id={SEARCH_ID}
        className={expanded ? 'header-search header-search--expanded' : 'header-search'}
      >
        <SiteSearch
          className="header-search__field"
          onNavigate={() => collapse(false)}
          onEscape={() => collapse(true)}
        />
        <button
          type="button"
          className="round-button header-search__close"
          aria-label="Закрыть поиск"
          onClick={() => collapse(true)}
        >
          <CrossIcon size={20} />
        </button>
      </div>
    </>
  );
}
