import type { LegalBlock, LegalSection, LegalSubsection } from '../../content/legal/legal-model';
import { LegalTextView } from './legal-text';

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index} className="legal-section__paragraph">
        <LegalTextView text={block.text} />
      </p>
    ) : (
      <ul key={index} className="legal-section__list">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <LegalTextView text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

function Subsection({ subsection }: { subsection: LegalSubsection }) {
  return (
    <div className="legal-section__sub">
      <h3 id={subsection.id} className="legal-section__subtitle" tabIndex={-1}>
        <span className="legal-section__number">{subsection.number}.</span> {subsection.title}
      </h3>
      <Blocks blocks={subsection.blocks} />
    </div>
  );
}

/** One numbered section: its heading (an anchor of the table of contents) and its text. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  const titleId = section.id;
  return (
    <section className="legal-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="legal-section__title" tabIndex={-1}>
        <span className="legal-section__number">{section.number}.</span> {section.title}
      </h2>
      <div className="legal-section__body">
        <Blocks blocks={section.blocks} />
        {section.subsections?.map((subsection) => (
          <Subsection key={subsection.id} subsection={subsection} />
        ))}
      </div>
    </section>
  );
}
