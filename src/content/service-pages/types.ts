import type { ServicePageKey } from '../../config/paths';
import type { ShareItem } from '../../domain/services/share';
import type { TabItem } from '../../ui/tab-strip/tab-strip';

/** A row of a service page's table (public-site §3 "Service row"). */
export interface ServiceRow {
  /** Also the id of the row's detail block on the page. */
  key: string;
  title: string;
  /** Direction label shown in the «Направление» column. */
  dir: string;
  /** An anchor on the page ('/services/electrical#outdoor') or a sub-page. */
  href: string;
}

/** The detail block of a row under «Что мы делаем чаще всего». */
export interface ServiceDetail {
  title: string;
  /** 2–4 sentences. */
  text: string;
  /** What the work includes, a short list. */
  includes: readonly string[];
  /** A link to a sub-page (the electrical calculators). */
  link?: { label: string; href: string };
}

export interface ServiceEntry extends ServiceRow {
  detail: ServiceDetail;
}

/** A section of design documentation (design page only). */
export interface DesignSection {
  /** Documentation mark: 'ЭОМ', 'ОВиК', ... */
  code: string;
  title: string;
  note: string;
}

export interface ShareBlock {
  title: string;
  caption: string;
  items: readonly ShareItem[];
}

export interface ServicePageContent {
  key: ServicePageKey;
  /** The page's h1, in capitals as the spec gives it. */
  title: string;
  tagline: string;
  /** Accessible name of the tab strip. */
  tabsLabel: string;
  tabs: readonly TabItem[];
  rows: readonly ServiceEntry[];
  /** The section index, out of ten. */
  index: number;
  /** What the index means, one line. */
  indexNote: string;
  share: ShareBlock;
  /** Design page: stages and documentation sections. */
  designSections?: {
    title: string;
    intro: string;
    stages: readonly { code: string; title: string; note: string }[];
    items: readonly DesignSection[];
  };
  /** Work-distribution bar chart (design and construction). */
  chart?: ShareBlock;
}
