import type { ReactNode } from 'react';
import { ELECTRICAL_TABS } from '../../content/service-pages/electrical-tabs';
import { ContactSectionIsland } from '../../features/contact-form/contact-section-island';
import { CheckList } from '../../features/calculators/check-list';
import { RevealHint } from '../../features/calculators/reveal-hint';
import { TabStrip } from '../../ui/tab-strip/tab-strip';
import './calculator-page.css';

/**
 * The frame shared by the three calculator pages: the electrical tab strip, the page's h1 and
 * lead, the page's sections, and the contact section the dock's 'Оставить заявку' scrolls to.
 */
export function CalculatorShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="calculator-page">
      <div className="container calculator-page__tabs">
        <TabStrip label="Разделы электромонтажа" items={ELECTRICAL_TABS} />
      </div>
      <header className="container calculator-page__header">
        <p className="calculator-page__eyebrow">Электромонтажные работы</p>
        <h1 className="calculator-page__title">{title}</h1>
        <p className="calculator-page__lead">{lead}</p>
      </header>
      {children}
      <ContactSectionIsland id="contact" />
    </div>
  );
}

/** One section of a calculator page with its h2 (optionally visually hidden). */
export function PageSection({
  id,
  title,
  lead,
  hideTitle = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  hideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="container calculator-page__section" aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        className={hideTitle ? 'visually-hidden' : 'calculator-page__section-title'}
      >
        {title}
      </h2>
      {lead ? <p className="calculator-page__section-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * A calculator's workspace section: the inputs on a raised card and, beside them (below on narrow
 * screens), what they come to.
 */
export function WorkspaceSection({
  id,
  title,
  lead,
  inputs,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  inputs: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageSection id={id} title={title} lead={lead}>
      <div className="calculator-page__workspace">
        <div className="calculator-page__panel card card--raised">{inputs}</div>
        {children}
      </div>
    </PageSection>
  );
}

/** The two check lists side by side that open or close a calculator page. */
export function CheckColumns({
  lists,
}: {
  lists: readonly { title: string; items: readonly string[] }[];
}) {
  return (
    <div className="container calculator-page__section calculator-page__columns">
      {lists.map((list) => (
        <CheckList key={list.title} title={list.title} items={list.items} />
      ))}
    </div>
  );
}

/** The closing call of a calculator page: a title, a text and a button that reveals the hint. */
export function CalculatorCta({
  id,
  cta,
}: {
  id: string;
  cta: { title: string; text: string; button: string; hint: string };
}) {
  return (
    <section className="container calculator-page__section" aria-labelledby={`${id}-title`}>
      <div className="calculator-page__cta">
        <h2 className="calculator-page__cta-title" id={`${id}-title`}>
          {cta.title}
        </h2>
        <p className="calculator-page__cta-text">{cta.text}</p>
        <RevealHint buttonLabel={cta.button}>{cta.hint}</RevealHint>
      </div>
    </section>
  );
}
