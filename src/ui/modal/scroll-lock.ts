/**
 * Locks page scroll while at least one overlay (modal, services overlay, preloader) holds a lock.
 * Counted, so nested overlays release in any order. Keeps the layout from jumping by padding the
 * scrollbar's width.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  holders += 1;
  if (holders === 1) {
    const body = document.body;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Where the root keeps a stable gutter (the home preloader's lock), the width cannot change.
    const root = document.documentElement;
    const stableGutter = (getComputedStyle(root).scrollbarGutter ?? '').startsWith('stable');
    const scrollbar = stableGutter ? 0 : window.innerWidth - root.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.dataset.scrollLocked = 'true';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      delete document.body.dataset.scrollLocked;
      saved = null;
    }
  };
}
