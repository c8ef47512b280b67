import type { ReactNode } from 'react';
import './info-cards.css';

export interface InfoCardItem {
  key: string;
  /** Small caption above the value. */
  title: string;
  /** The main value, in large type. */
  value: ReactNode;
  text?: ReactNode;
}

/** A row of three (or more) result/info cards; each card's caption is an h3. */
export function InfoCards({ items, label }: { items: readonly InfoCardItem[]; label: string }) {
  return (
    <ul className="info-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="info-cards__card card card--raised">
          <h3 className="info-cards__title">{item.title}</h3>
          <p className="info-cards__value">{item.value}</p>
          {item.text ? <p className="info-cards__text">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
