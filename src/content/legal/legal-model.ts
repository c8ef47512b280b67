import { paths, type LegalKey } from '../../config/paths';
import type { SiteConfig } from '../../config/site-config';
import type { CalendarDate } from '../../domain/format/date';
import { routeName } from '../../app/route-registry';

/** Document titles, also the labels of the three-tab strip and the footer links (public-site §2.11). */
export const LEGAL_TAB_LABELS: Record<LegalKey, string> = {
  cookies: routeName(paths.legal('cookies')),
  terms: routeName(paths.legal('terms')),
  privacy: routeName(paths.legal('privacy')),
};

/** The site configuration values the legal texts mention ({email}, {product}, the legal entity). */
export type LegalSiteValues = Pick<SiteConfig, 'email' | 'legalEntity' | 'legalCity' | 'product'>;

/** A piece of running text: plain, a link (a site path, `mailto:` or `#anchor`) or emphasised. */
export type LegalInline = string | { text: string; href: string } | { strong: string };

/** A sentence or paragraph made of inline pieces. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  { kind: 'paragraph'; text: LegalText } | { kind: 'list'; items: readonly LegalText[] };

export interface LegalSubsection {
  /** Anchor id of the subsection heading. */
  id: string;
  /** Shown number, e.g. '2.1'. */
  number: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** Anchor id of the section heading (the table of contents links to it). */
  id: string;
  /** Shown number, e.g. '3'. */
  number: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  key: LegalKey;
  /** The page's h1 (also the tab label). */
  title: string;
  /** The fixed revision date of the document. */
  revision: CalendarDate;
  /** Paragraphs before the first section. */
  lead: readonly LegalText[];
  sections: readonly LegalSection[];
}

/** Shorthands that keep the texts readable. */
export const p = (text: LegalText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalText[]): LegalBlock => ({ kind: 'list', items });
export const mail = (email: string): LegalInline => ({ text: email, href: `mailto:${email}` });

/**
 * The revision date of the current texts. A legal document carries a fixed date that changes only
 * when its text changes, never "today".
 */
export const LEGAL_REVISION: CalendarDate = { year: 2026, month: 11, day: 1 };

/** A no-break space: keeps «ООО» with the name, «г.» with the city, «№» with the number. */
export const NBSP = '\u00a0';

/** The legal entity with a no-break space after its legal form ('ООО «КУБ»' stays on one line). */
export function entityName(legalEntity: string): string {
  return legalEntity.replace(/^(ООО|АО|ПАО|ЗАО|ОАО|ИП)\s+/u, `$1${NBSP}`);
}

/** 'г. Архангельск' with a no-break space. */
export function cityName(legalCity: string): string {
  return `г.${NBSP}${legalCity}`;
}

/** Russian typesetting: a dash never starts a line (no-break space before « — »). */
export function typeset(text: string): string {
  return text.replace(/ —/g, `${NBSP}—`);
}
