import type { ServicePageContent } from '../../content/service-pages/types';
import './design-sections.css';

type DesignSectionsContent = NonNullable<ServicePageContent['designSections']>;

/** The design page's stages and documentation sections (public-site §2.13). */
export function DesignSections({ content }: { content: DesignSectionsContent }) {
  return (
    <section className="design-sections" aria-labelledby="design-sections-title">
      <h2 id="design-sections-title" className="design-sections__title">
        {content.title}
      </h2>
      <p className="design-sections__intro">{content.intro}</p>
      <ul className="design-sections__stages">
        {content.stages.map((stage) => (
          <li key={stage.code} className="design-sections__stage">
            <span className="design-sections__stage-code">Стадия {stage.code}</span>
            <span className="design-sections__stage-title">{stage.title}</span>
            <span className="design-sections__stage-note">{stage.note}</span>
          </li>
        ))}
      </ul>
      <dl className="design-sections__list">
        {content.items.map((item) => (
          <div key={item.code} className="design-sections__item">
            <dt className="design-sections__term">
              <span className="design-sections__code">{item.code}</span>
              <span className="design-sections__name">{item.title}</span>
            </dt>
            <dd className="design-sections__note">{item.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
