/**
 * Score formatting of the service pages (public-site §2.13, §9): scores are out of ten and are
 * always shown with one decimal, with a dot as the spec shows them ('2.0 / 10').
 */
export const SCORE_MAX = 10;

/** '0.8', '4.5', '2.0': a score out of ten with one decimal. */
export function formatScore10(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

/** The index block's score: '2.0 / 10', '1.5 / 10'. */
export function formatIndexScore(score: number): string {
  return `${formatScore10(score)} / ${SCORE_MAX}`;
}

/** A score out of ten from a percentage share: 8 % gives 0.8 (public-site §9). */
export function scoreFromPercent(sharePct: number): number {
  return sharePct / 10;
}
