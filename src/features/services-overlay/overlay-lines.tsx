import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { OverlayCategory } from '../../content/services-overlay';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';
import { isPlainClick } from '../../ui/navigation';
import { OverlayItemBody, itemClass } from './overlay-item';

const ARROW = { className: 'services-overlay__line-arrow', d: ICON_PATHS.arrowRight, size: 20 };

export interface OverlayLinesProps {
  category: OverlayCategory;
  image: string | null;
  selected: number;
  panelId: string;
  tabId: string;
  lineRefs: RefObject<(HTMLAnchorElement | null)[]>;
  onSelect: (index: number) => void;
  /** ArrowLeft: back to the category column. */
  onLeaveLines: () => void;
  /** Follows a line or the section link: navigate, then close. */
  onOpen: (href: string) => void;
}

/** The eight lines of the selected category, the selected row highlighted. */
export function OverlayLines({
  category,
  image,
  selected,
  panelId,
  tabId,
  lineRefs,
  onSelect,
  onLeaveLines,
  onOpen,
}: OverlayLinesProps) {
  const last = category.lines.length - 1;

  const move = (index: number) => {
    onSelect(index);
    lineRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(selected >= last ? 0 : selected + 1),
      ArrowUp: () => move(selected <= 0 ? last : selected - 1),
      Home: () => move(0),
      End: () => move(last),
      ArrowLeft: onLeaveLines,
      Enter: () => {
        const line = category.lines[selected];
        if (line) onOpen(line.href);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(href);
  };

  return (
    <div
      className="services-overlay__panel-body"
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
    >
      <div className="services-overlay__lead">
        {image ? (
          <img className="services-overlay__thumb" src={image} alt="" width="72" height="72" />
        ) : null}
        <div>
          <h3 className="services-overlay__category-heading">{category.title}</h3>
          <p className="services-overlay__lead-text">{category.lead}</p>
        </div>
      </div>
      <ul
        className="services-overlay__lines"
        aria-label={`Услуги раздела «${category.title}»`}
        onKeyDown={onKeyDown}
      >
        {category.lines.map((line, index) => {
          const active = index === selected;
          return (
            <li key={`${category.key}-${index}`} className="services-overlay__line-item">
              <a
                ref={(node) => {
                  lineRefs.current[index] = node;
                }}
                href={line.href}
                tabIndex={active ? 0 : -1}
                aria-current={active ? 'true' : undefined}
                className={itemClass('services-overlay__line', active)}
                onMouseEnter={() => onSelect(index)}
                onFocus={() => onSelect(index)}
                onClick={(event) => follow(event, line.href)}
              >
                <OverlayItemBody
                  block="services-overlay__line"
                  index={index}
                  title={line.title}
                  icon={ARROW}
                />
              </a>
            </li>
          );
        })}
      </ul>
      <a
        className="pill-link services-overlay__all"
        href={category.href}
        onClick={(event) => follow(event, category.href)}
      >
        Все услуги раздела
        <LineIcon d={ICON_PATHS.arrowRight} size={18} />
      </a>
    </div>
  );
}
