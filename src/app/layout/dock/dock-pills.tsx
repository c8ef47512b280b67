import { useEffect, useRef, type MouseEvent } from 'react';

export interface DockPill {
  key: string;
  label: string;
  href: string;
  onFollow: () => void;
}

export interface DockPillsProps {
  label: string;
  pills: readonly DockPill[];
  active: string | null;
  /** The aria-current value of the active pill. */
  current: 'page' | 'location' | 'true';
  /** Hero zone: the active pill is drawn quietly. */
  quiet?: boolean;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A horizontally scrollable row of pill links; the active one is kept in view. */
export function DockPills({ label, pills, active, current, quiet = false }: DockPillsProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return;
    const pill = scroller.querySelector<HTMLElement>(`[data-pill="${active}"]`);
    if (!pill) return;
    const offset = pill.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
    const left = scroller.scrollLeft + offset - (scroller.clientWidth - pill.offsetWidth) / 2;
    scroller.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <nav className="dock__pills" aria-label={label}>
      <ul ref={scrollerRef} className="dock__pill-list">
        {pills.map((pill) => {
          const isActive = pill.key === active;
          const className = [
            'dock__pill',
            isActive ? 'dock__pill--active' : '',
            isActive && quiet ? 'dock__pill--quiet' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={pill.key} className="dock__pill-item">
              <a
                href={pill.href}
                data-pill={pill.key}
                className={className}
                aria-current={isActive ? current : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  pill.onFollow();
                }}
              >
                {pill.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
