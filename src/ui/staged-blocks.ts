import { STAGING_CLASS } from '../config/boot-loader';
import { yieldToMain } from './yield-to-main';
import './staged-blocks.css';

/**
 * Blocks below the first screen that a prerendered page does not render at its first paint
 * (issue 15): `/`'s sections after its hero (behind its preloader), what follows a service page's
 * details (the details themselves reach a tablet's first screen), a calculator's sections after
 * its configurator, the contact section where it closes a page, the job application's steps after
 * the first two, a legal text's sections after its first two, and the footer of those
 * pages. Rendered with the rest, they made the first layout 6–10 ms longer and the full
 * stylesheets' restyle after the paint 4–5 ms longer (main-thread CPU at 1× here; Lighthouse's
 * phone multiplies both), for nothing a visitor sees before the app has loaded.
 *
 * The boot loader marks the root (`STAGING_CLASS`, src/config/boot-loader.ts) before anything is
 * parsed; staged-blocks.css keeps each block below `content-visibility: hidden` and
 * `visibility: hidden` (those that hold form controls `display: none` too: a form control in a
 * locked block is laid out when the document has been parsed) while the root lacks the
 * block's `shown-…` class. The entry shows them one per task, in the page's order, once the full
 * stylesheets apply and before the app hydrates, so no task styles and lays out the whole page.
 * Without script the root is never marked and every block renders at once; if the entry never
 * runs, the loader takes the mark off after 6 s (STAGED_SAFETY_MS).
 *
 * Every block lies below the first screen of a phone (412×823), a desktop (1350×940) and a
 * portrait tablet (1024×1366), or behind the preloader (tests/e2e/staged-blocks.spec.ts); a block
 * shown after the paint only grows the page below what is on screen. `visibility: hidden` as
 * well: Chromium's layout-shift tracking took a `content-visibility: hidden` block that was shown
 * for one that had moved from the top of the screen (0.16–0.20 on `/`, though it stood 2 200 px
 * below); a block that was invisible does not count.
 *
 * Each selector's last part names its blocks by class or id: a change of the root's class restyles
 * only the elements such a part names (with a universal one, as `~ *`, Chromium restyled the whole
 * page at every step).
 *
 * Names and selectors in the order of a page; staged-blocks.css lists the same, each under
 * `html.staged:not(.shown-NAME)` (a unit test holds the two together).
 */
export const STAGED_BLOCKS = [
  // Behind `/`'s preloader, which covers every screen while they are shown (public-site §2.4).
  // Its three largest sections in two parts each: shown whole, each was a task of 4–5 ms of the
  // host's CPU, a long task on the phone (docs/decisions.md, 2026-11-30).
  { name: 'services', selector: '.preloader ~ main > #services' },
  {
    name: 'services-rest',
    selector: '.preloader ~ main > #services .service-card:nth-child(n + 2)',
  },
  { name: 'about', selector: 'main > #about' },
  { name: 'about-rest', selector: '#about .home-about__grid' },
  { name: 'projects', selector: 'main > #projects' },
  { name: 'projects-rest', selector: '#projects .projects-table' },
  {
    name: 'after-details',
    selector:
      '.service-page .service-details ~ :is(.service-page__metrics, .design-sections, .service-page__chart)',
  },
  {
    name: 'results',
    selector:
      '.calculator-page > .calculator-page__section:has(.calculator-page__workspace) ~ .calculator-page__section',
  },
  {
    name: 'contact',
    selector: 'main > #contact, .service-page > #contact, .calculator-page > #contact',
  },
  // The application's later steps in two: shown at once they were one task of 6-11 ms.
  { name: 'application', selector: '.vacancies-page #skills' },
  {
    name: 'application-rest',
    selector: '.vacancies-page #skills ~ :is(.application-step, .application-form__actions)',
  },
  { name: 'reviews', selector: 'main > #reviews' },
  {
    name: 'legal',
    selector: '.legal-page__article > .legal-section ~ .legal-section ~ .legal-section',
  },
  {
    name: 'footer',
    selector:
      '.preloader ~ .footer, main:has(> .service-page, > .calculator-page, > .vacancies-page, > .contact-page, > .legal-page) ~ .footer',
  },
] as const;

export type StagedBlock = (typeof STAGED_BLOCKS)[number]['name'];

/** The root's class that shows a staged block. */
export function shownClass(block: StagedBlock): string {
  return `shown-${block}`;
}

/**
 * Shows the page's staged blocks, each in a task of its own with its style and layout done there
 * and then (a forced layout on purpose: left to the next frame, several would be laid out
 * together). Nothing to do where the loader did not mark the root (the dev server's page) or the
 * page has no such block. Resolves when all are shown.
 */
export async function revealStagedBlocks(
  doc: Document = document,
  nextTask: () => Promise<void> = yieldToMain,
): Promise<void> {
  const root = doc.documentElement;
  if (!root.classList.contains(STAGING_CLASS)) return;
  const present = STAGED_BLOCKS.filter(({ selector }) => doc.querySelector(selector));
  if (present.length === 0) return;
  // The full stylesheets were styled in the task that applied them (page-stylesheets.ts).
  for (const { name } of present) {
    await nextTask();
    root.classList.add(shownClass(name));
    root.getBoundingClientRect();
  }
}
