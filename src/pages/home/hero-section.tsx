import { site } from '../../config/site';
import { HERO } from '../../content/home/hero';
import { DIRECTOR } from '../../content/home/director';
import { formatLongDate, toIsoDate } from '../../domain/format/date';
import { useToday } from '../../ui/use-today';
import { HashLink } from './hash-link';
import './hero-section.css';

/** Home hero (accounts §2.4): today's date, the workload line, {product}, director link, image. */
export function HeroSection() {
  const today = useToday();
  const iso = toIsoDate(new Date(today.year, today.month - 1, today.day));

  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__text">
          <div className="hero__meta">
            <time className="hero__date" dateTime={iso}>
              {formatLongDate(today)}
            </time>
            <p className="hero__workload">
              <span>{HERO.workload}</span>
              <span className="hero__workload-bar" aria-hidden="true">
                <span style={{ width: `${HERO.workloadShare * 100}%` }} />
              </span>
            </p>
          </div>
          <h1 id="hero-title" className="hero__title">
            {site.product}
          </h1>
          <p className="hero__lead">{HERO.lead}</p>
          <div className="hero__actions">
            <HashLink to="contact" className="button button--accent hero__cta">
              {HERO.primaryCta}
            </HashLink>
            <HashLink to="services" className="button button--ghost hero__cta">
              {HERO.secondaryCta}
            </HashLink>
          </div>
          <HashLink to="director" className="hero__director">
            <img
              className="hero__signature"
              src={DIRECTOR.signature.src}
              alt=""
              width={DIRECTOR.signature.width}
              height={DIRECTOR.signature.height}
              fetchPriority="low"
            />
            <span className="hero__director-text">
              {HERO.directorLink}
              <span className="hero__director-name">
                {`${DIRECTOR.name}, ${DIRECTOR.position}`}
              </span>
            </span>
          </HashLink>
        </div>
        <div className="hero__media">
          <img
            className="hero__image"
            src={HERO.image.src}
            alt={HERO.image.alt}
            width={HERO.image.width}
            height={HERO.image.height}
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
