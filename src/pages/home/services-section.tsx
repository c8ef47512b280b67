import { SERVICES } from '../../content/services';
import { SERVICE_HIGHLIGHTS } from '../../content/home/service-highlights';
import { HashLink } from './hash-link';
import { SectionHeading } from './section-heading';
import { ServiceCard } from './service-card';
// services-section.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** Home services (public-site §2.5): five cards in three columns plus an invitation tile. */
export function ServicesSection() {
  return (
    <section id="services" className="home-services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow="Услуги"
          title="Пять направлений — одна команда"
        >
          <p>
            Берём отдельный раздел или весь объект целиком: проектируем, монтируем, запускаем и
            сдаём с документами.
          </p>
        </SectionHeading>
        <div className="home-services__grid">
          {SERVICES.map((service) => (
            <ServiceCard
              key={service.key}
              service={service}
              highlight={SERVICE_HIGHLIGHTS[service.key]}
            />
          ))}
          <aside className="home-services__invite" aria-labelledby="services-invite-title">
            <h3 id="services-invite-title" className="home-services__invite-title">
              Нужно несколько систем сразу?
            </h3>
            <p className="home-services__invite-text">
              Соберём электрику, слаботочные сети, вентиляцию и общестрой в один договор, одну смету
              и один график.
            </p>
            <HashLink to="contact" className="button button--accent">
              Обсудить объект
            </HashLink>
          </aside>
        </div>
      </div>
    </section>
  );
}
