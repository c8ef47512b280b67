import type { LegalKey } from '../../config/paths';
import { site } from '../../config/site';
import { getLegalDocument, LEGAL_TABS } from '../../content/legal/legal-documents';
import { NBSP } from '../../content/legal/legal-model';
import { formatLongDate } from '../../domain/format/date';
import { TabStrip } from '../../ui/tab-strip/tab-strip';
import { LegalSectionView } from './legal-section';
import { LegalTextView } from './legal-text';
import { LegalToc } from './legal-toc';
import './legal-page.css';

function isoDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * /legal/cookies, /legal/terms, /legal/privacy (public-site §2.12): the three-tab strip, the
 * document's title, revision date, table of contents and numbered sections.
 */
export function LegalPage({ legalKey }: { legalKey: LegalKey }) {
  const doc = getLegalDocument(legalKey, site);
  return (
    <div className="legal-page">
      <div className="container">
        <TabStrip label="Правовые документы" items={LEGAL_TABS} />
        <article className="legal-page__article" aria-labelledby="legal-title">
          <header className="legal-page__header">
            <h1 id="legal-title" className="legal-page__title">
              {doc.title}
            </h1>
            <p className="legal-page__revision">
              Редакция от{' '}
              <time dateTime={isoDate(doc.revision)}>
                {formatLongDate(doc.revision)}
                {NBSP}г.
              </time>
            </p>
            {doc.lead.map((text, index) => (
              <p key={index} className="legal-page__lead">
                <LegalTextView text={text} />
              </p>
            ))}
          </header>
          <LegalToc sections={doc.sections} />
          {doc.sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
        </article>
      </div>
    </div>
  );
}
