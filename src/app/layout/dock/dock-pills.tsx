import { useEffect, useId, useRef, useState } from 'react';
import { isPlainClick } from '../../../ui/navigation';
import { useFrameEffect } from '../../../ui/use-frame-effect';

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
  /**
   * Where the row would not fit (narrow screens, dock.css), the pills fold into a «Разделы»
   * button that opens them as a list above the dock.
   */
  foldable?: boolean;
}

/** The label of the button the pills fold into on narrow screens. */
export const DOCK_SECTIONS_LABEL = 'Разделы';

interface PillLinkProps extends Pick<DockPillsProps, 'current' | 'quiet'> {
  pill: DockPill;
  /** The link's class; the active link adds `--active` to it, and `--quiet` when drawn quietly. */
  block: string;
  active: boolean;
  'data-pill'?: string;
  /** Any click, before a plain one follows the pill. */
  onClick?: () => void;
}

/** A pill's link: a plain click follows the pill in the app; others go to the browser. */
function PillLink({ pill, block, active, quiet, current, onClick, ...data }: PillLinkProps) {
  const className = [
    block,
    active ? `${block}--active` : '',
    active && quiet ? `${block}--quiet` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <a
      href={pill.href}
      {...data}
      className={className}
      aria-current={active ? current : undefined}
      onClick={(event) => {
        onClick?.();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        pill.onFollow();
      }}
    >
      {pill.label}
    </a>
  );
}

/** A horizontally scrollable row of pill links; the active one is kept in view. */
export function DockPills({
  label,
  pills,
  active,
  current,
  quiet = false,
  foldable = false,
}: DockPillsProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);

  // Measured in the next frame, where the browser lays the page out anyway (useFrameEffect).
  useFrameEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return;
    const pill = scroller.querySelector<HTMLElement>(`[data-pill="${active}"]`);
    if (!pill) return;
    const offset = pill.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
    const left = scroller.scrollLeft + offset - (scroller.clientWidth - pill.offsetWidth) / 2;
    scroller.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <nav
      className={foldable ? 'dock__pills dock__pills--foldable' : 'dock__pills'}
      aria-label={label}
    >
      {foldable ? (
        <DockSectionsMenu pills={pills} active={active} current={current} quiet={quiet} />
      ) : null}
      <ul ref={scrollerRef} className="dock__pill-list">
        {pills.map((pill) => (
          <li key={pill.key} className="dock__pill-item">
            <PillLink
              pill={pill}
              block="dock__pill"
              data-pill={pill.key}
              active={pill.key === active}
              current={current}
              quiet={quiet}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The folded pills (a disclosure): «Разделы» opens the links as a list above the dock; Escape, a
 * press outside or following a link closes it.
 */
function DockSectionsMenu({
  pills,
  active,
  current,
  quiet,
}: Pick<DockPillsProps, 'pills' | 'active' | 'current' | 'quiet'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="dock__sections">
      <button
        ref={toggleRef}
        type="button"
        className="dock__sections-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="dock__sections-icon" aria-hidden="true" />
        <span className="dock__sections-label">{DOCK_SECTIONS_LABEL}</span>
      </button>
      <ul id={listId} className="dock__sections-list" hidden={!open}>
        {pills.map((pill) => (
          <li key={pill.key}>
            <PillLink
              pill={pill}
              block="dock__sections-link"
              active={pill.key === active}
              current={current}
              quiet={quiet}
              onClick={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
