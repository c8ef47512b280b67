import { useId } from 'react';
import './check-list.css';

/** A titled card with a list of short items, each marked with a check (what is done, results). */
export function CheckList({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  /** Numbered steps instead of checks. */
  ordered?: boolean;
}) {
  const id = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="check-list card" aria-labelledby={id}>
      <h2 className="check-list__title" id={id}>
        {title}
      </h2>
      <List
        className={ordered ? 'check-list__items check-list__items--ordered' : 'check-list__items'}
      >
        {items.map((item) => (
          <li key={item} className="check-list__item">
            {item}
          </li>
        ))}
      </List>
    </section>
  );
}
