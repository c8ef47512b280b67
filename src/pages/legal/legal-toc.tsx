import type { LegalSection } from '../../content/legal/legal-model';
import { onLegalAnchorClick } from './legal-anchor';

/** The short table of contents: one link per numbered section. */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav className="legal-toc card card--raised" aria-labelledby="legal-toc-title">
      <h2 id="legal-toc-title" className="legal-toc__title">
        Содержание
      </h2>
      <ol className="legal-toc__list">
        {sections.map((section) => (
          <li key={section.id} className="legal-toc__item">
            <a
              className="legal-toc__link"
              href={`#${section.id}`}
              onClick={(event) => onLegalAnchorClick(event, section.id)}
            >
              <span className="legal-toc__number">{section.number}.</span> {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
