import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { OverlayCategory } from '../../content/services-overlay';
import { ICON_PATHS } from '../../ui/line-icon';
import { OverlayItemBody, itemClass } from './overlay-item';

const CHEVRON = {
  className: 'services-overlay__category-chevron',
  d: ICON_PATHS.chevronRight,
  size: 18,
};

export interface OverlayCategoriesProps {
  categories: readonly OverlayCategory[];
  selected: number;
  /** Whether the overlay is shown (the selected tab is scrolled into view on phones). */
  open: boolean;
  idBase: string;
  panelId: string;
  tabRefs: RefObject<(HTMLButtonElement | null)[]>;
  onSelect: (index: number) => void;
  /** ArrowRight: move focus to the selected line. */
  onEnterLines: () => void;
}

export const overlayTabId = (idBase: string, index: number) => `${idBase}-tab-${index}`;

/** The category column: a vertical tab list (a horizontal scroller on phones). */
export function OverlayCategories({
  categories,
  selected,
  open,
  idBase,
  panelId,
  tabRefs,
  onSelect,
  onEnterLines,
}: OverlayCategoriesProps) {
  const last = categories.length - 1;
  const listRef = useRef<HTMLDivElement>(null);

  // On phones the column is a horizontal scroller: keep the selected category in view.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selected];
    if (!open || !list || !tab || list.scrollWidth <= list.clientWidth) return;
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    const left = list.scrollLeft + offset - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [open, selected, tabRefs]);

  const select = (index: number) => {
    onSelect(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => select(selected >= last ? 0 : selected + 1),
      ArrowUp: () => select(selected <= 0 ? last : selected - 1),
      Home: () => select(0),
      End: () => select(last),
      ArrowRight: onEnterLines,
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={listRef}
      className="services-overlay__categories"
      role="tablist"
      aria-orientation="vertical"
      aria-label="Направления"
      onKeyDown={onKeyDown}
    >
      {categories.map((category, index) => {
        const active = index === selected;
        return (
          <button
            key={category.key}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={overlayTabId(idBase, index)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={itemClass('services-overlay__category', active)}
            onClick={() => onSelect(index)}
          >
            <OverlayItemBody
              block="services-overlay__category"
              index={index}
              title={category.title}
              icon={CHEVRON}
            />
          </button>
        );
      })}
    </div>
  );
}
