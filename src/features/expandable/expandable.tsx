import { useId, useState, type ReactNode } from 'react';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';
// expandable.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

interface ExpandableProps {
  /** Always visible part of the block. */
  summary: ReactNode;
  /** Revealed by «Узнать больше». */
  children: ReactNode;
  className?: string;
}

/**
 * A text block with hidden details toggled by a button (public-site §2.6): «Узнать больше» opens
 * them, «Свернуть» closes them; aria-expanded and aria-controls tell assistive technology.
 */
export function Expandable({ summary, children, className }: ExpandableProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();

  return (
    <div className={className ? `expandable ${className}` : 'expandable'}>
      <div className="expandable__summary">{summary}</div>
      <div id={contentId} className="expandable__details" hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        className="expandable__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Свернуть' : 'Узнать больше'}
        <LineIcon className="expandable__chevron" d={ICON_PATHS.chevronDown16} box={16} />
      </button>
    </div>
  );
}
