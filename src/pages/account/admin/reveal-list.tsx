import { useState, type ReactNode } from 'react';

/** Accounts §9: the admin list shows 5 rows first, and 5 more per press of the dots button. */
export const INITIAL_ROWS = 5;
export const REVEAL_STEP = 5;
export const SHOW_MORE_LABEL = 'Показать ещё';

/**
 * A list that shows its first rows, then a faded preview of the next one carrying a dots button
 * that reveals more (accounts §2.5). Give it a `key` that changes with the filters to start over.
 */
export function RevealList<T>({
  items,
  itemKey,
  renderItem,
  renderPreview,
  className,
  label,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The faded row: a read-only look at the next item. */
  renderPreview: (item: T) => ReactNode;
  className?: string;
  label: string;
}) {
  const [shown, setShown] = useState(INITIAL_ROWS);
  const next = items[shown];
  return (
    <div className={['reveal-list', className].filter(Boolean).join(' ')}>
      <ul className="reveal-list__items" aria-label={label}>
        {items.slice(0, shown).map((item) => (
          <li key={itemKey(item)} className="reveal-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {next !== undefined ? (
        <div className="reveal-list__more">
          <div className="reveal-list__preview" aria-hidden="true" inert>
            {renderPreview(next)}
          </div>
          <button
            type="button"
            className="reveal-list__dots"
            aria-label={`${SHOW_MORE_LABEL}: ${Math.min(REVEAL_STEP, items.length - shown)}`}
            onClick={() => setShown((count) => count + REVEAL_STEP)}
          >
            <span aria-hidden="true">•••</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
