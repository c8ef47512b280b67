import { yieldToMain } from '../../ui/yield-to-main';

/**
 * What `/` lays out in steps behind its preloader (issue 15). The sections below the first screen
 * and the footer are not rendered at the first paint (preloader.css: `content-visibility: hidden`
 * while the preloader is in the document and the root lacks their `shown-…` class): the first
 * paint's inline rules leave them out anyway, and the preloader covers the page. The entry shows
 * them one at a time, each in a task of its own, once the full stylesheets apply and before the
 * app hydrates. Styled and laid out in one go, the 13 000 px page took one task of 22–30 ms of
 * main-thread CPU here; one section takes 5–8 ms (docs/decisions.md, 2026-11-29).
 *
 * The ids of `<main>`'s sections in their order, then `footer` for the site's footer;
 * preloader.css names the same, each with its `shown-…` class (a unit test holds the two together).
 */
export const STAGED_SECTIONS = ['about', 'projects', 'contact', 'reviews', 'footer'] as const;

export type StagedSection = (typeof STAGED_SECTIONS)[number];

/** The root's class that shows a staged section. */
export function shownClass(section: StagedSection): string {
  return `shown-${section}`;
}

/**
 * Shows the staged sections, each in a task of its own with its style and layout done there and
 * then (a forced layout on purpose: left to the next frame, several would be laid out together).
 * Nothing to do on a page without the preloader. Resolves when all are shown.
 */
export async function revealStagedSections(
  doc: Document = document,
  nextTask: () => Promise<void> = yieldToMain,
): Promise<void> {
  if (!doc.querySelector('.preloader')) return;
  const root = doc.documentElement;
  // The full stylesheets, just applied, are styled in a task of their own first.
  await nextTask();
  root.getBoundingClientRect();
  for (const section of STAGED_SECTIONS) {
    await nextTask();
    root.classList.add(shownClass(section));
    root.getBoundingClientRect();
  }
}
