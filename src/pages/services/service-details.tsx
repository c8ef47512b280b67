import type { MouseEvent } from 'react';
import type { ServiceEntry } from '../../content/service-pages/types';
import { navigateTo, plainClick } from '../../ui/navigation';
import './service-details.css';

/** A link to a sub-page that changes the address without a reload. */
function DetailLink({ label, href }: { label: string; href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) =>
    plainClick(event, () => navigateTo(href));
  return (
    <a className="service-details__link" href={href} onClick={onClick}>
      {label}
      <span aria-hidden="true"> →</span>
    </a>
  );
}

/**
 * «Что мы делаем чаще всего»: one block per table row, carrying the row's anchor id, so the row's
 * «Подробнее» and the anchor tabs land on it.
 */
export function ServiceDetails({ rows }: { rows: readonly ServiceEntry[] }) {
  return (
    <section className="service-details" aria-labelledby="service-details-title">
      <h2 id="service-details-title" className="service-details__title">
        Что мы делаем чаще всего
      </h2>
      <div className="service-details__grid">
        {rows.map((row, index) => (
          <article
            key={row.key}
            id={row.key}
            className="service-details__item card card--raised"
            aria-labelledby={`service-detail-${row.key}`}
          >
            <p className="service-details__meta">
              <span className="service-details__num">{String(index + 1).padStart(2, '0')}</span>
              <span className="service-details__dir">{row.dir}</span>
            </p>
            <h3 id={`service-detail-${row.key}`} className="service-details__name">
              {row.detail.title}
            </h3>
            <p className="service-details__text">{row.detail.text}</p>
            <p className="service-details__includes-title">Что входит</p>
            <ul className="service-details__includes">
              {row.detail.includes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {row.detail.link && <DetailLink {...row.detail.link} />}
          </article>
        ))}
      </div>
    </section>
  );
}
