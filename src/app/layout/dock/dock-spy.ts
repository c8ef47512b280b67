/** Dock scroll constants (public-site §9): spy offset, hero silence, back-to-top threshold. */
export const SPY_OFFSET = 120;
export const HERO_SILENCE = 80;
export const BACK_TO_TOP_AFTER = 500;

export interface SectionTop {
  id: string;
  /** The section's top relative to the viewport, or null when it is not in the document. */
  top: number | null;
}

/**
 * The active section of the scroll-spy: the last one (in page order) whose top has reached the spy
 * offset; at the very bottom of the page, the last section present; before the first one, the
 * first.
 */
export function spyActive(
  sections: readonly SectionTop[],
  atBottom = false,
  offset: number = SPY_OFFSET,
): string | null {
  const present = sections.filter((section) => section.top !== null);
  const first = present[0];
  const last = present[present.length - 1];
  if (!first || !last) return null;
  if (atBottom) return last.id;
  let active = first.id;
  for (const section of present) {
    if ((section.top ?? Infinity) <= offset) active = section.id;
  }
  return active;
}

/** The hero zone: the page is still above the services section (its top below 80 px). */
export function isHeroZone(servicesTop: number | null, silence: number = HERO_SILENCE): boolean {
  return servicesTop !== null && servicesTop > silence;
}

/** The back-to-top button shows after 500 px of scroll. */
export function showBackToTop(scrollY: number, threshold: number = BACK_TO_TOP_AFTER): boolean {
  return scrollY > threshold;
}
