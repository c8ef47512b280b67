import { prefersReducedMotion, scrollToId } from '../../ui/navigation';
import { fieldId } from './field-ids';

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Smoothly scrolls to a field (below the sticky header) and puts the focus in it. */
export function scrollToField(field: string): void {
  const wrapper = document.getElementById(fieldId(field));
  if (!wrapper) return;
  scrollToId(wrapper.id);
  const control = wrapper.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus({ preventScroll: true });
}

/** 'Очистить форму': back to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
