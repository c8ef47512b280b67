/** Backdrop opacity of the viewer: 0.55 by default, 0.35 when opened from the reviews block (§2.9). */
export const REVIEW_BACKDROP_OPACITY = 0.55;
export const REVIEW_BLOCK_BACKDROP_OPACITY = 0.35;
