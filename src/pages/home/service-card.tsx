import { useId } from 'react';
import { Link } from '../../ui/link';
import type { Service } from '../../content/services';
import type { ServiceHighlight } from '../../content/home/service-highlights';
import { ServiceIcon } from './service-icon';
import { useInView } from './use-in-view';
// service-card.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** One service card of the home page (public-site §2.5): image, title, three icon captions, link. */
export function ServiceCard({
  service,
  highlight,
}: {
  service: Service;
  highlight: ServiceHighlight;
}) {
  const titleId = useId();
  const { ref, inView } = useInView<HTMLElement>();

  return (
    <article
      ref={ref}
      className={inView ? 'service-card service-card--in-view' : 'service-card'}
      aria-labelledby={titleId}
    >
      <div className="service-card__media">
        <img
          className="service-card__image"
          src={service.image}
          alt=""
          width={467}
          height={300}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="service-card__body">
        <h3 id={titleId} className="service-card__title">
          {service.title}
        </h3>
        <p className="service-card__summary">{highlight.summary}</p>
        <ul className="service-card__features">
          {highlight.captions.map((caption) => (
            <li key={caption.icon} className="service-card__feature">
              <span className="service-card__icon">
                <ServiceIcon name={caption.icon} />
              </span>
              {caption.label}
            </li>
          ))}
        </ul>
        <Link className="pill-link service-card__more" to={service.href} aria-describedby={titleId}>
          Подробно
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              d="M3 8h10M9 4l4 4-4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      </div>
    </article>
  );
}
