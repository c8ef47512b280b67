/**
 * Text typed before the app has hydrated the page. The prerendered page is on screen and usable
 * as HTML before its script runs; a field typed into then keeps its text on screen, but React
 * does not know it and would wipe it at the field's next render. The entry starts watching at
 * once (`watchEarlyInput`); once hydrated, the app hands each such field to React as a change
 * (`replayEarlyInput`), so its state takes the text.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Each changed field and its value when last changed (hydration resets a select's choice). */
const typed = new Map<Field, string>();
let watching: Document | null = null;

const UNREPLAYABLE_TYPES = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset']);

function isReplayable(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !UNREPLAYABLE_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function remember(event: Event): void {
  if (isReplayable(event.target)) typed.set(event.target, event.target.value);
}

/** Starts noting the fields the visitor changes (once; from the entry, before hydration). */
export function watchEarlyInput(doc: Document = document): void {
  if (watching) return;
  watching = doc;
  doc.addEventListener('input', remember, true);
  doc.addEventListener('change', remember, true);
}

/**
 * Tells React about every field changed before hydration: the field's value is set aside through
 * React's own value tracking, put back (as the visitor left it) through the element's plain setter,
 * which React does not see, and an `input` (for a select, `change`) event lets React compare and
 * call onChange with the visitor's value. Stops watching. Returns how many fields were replayed.
 */
export function replayEarlyInput(): number {
  // From now on React sees every change itself.
  watching?.removeEventListener('input', remember, true);
  watching?.removeEventListener('change', remember, true);
  watching = null;
  let replayed = 0;
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNative) continue;
    if (field instanceof HTMLSelectElement) {
      setNative.call(field, value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = value === '' ? ' ' : '';
      setNative.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replayed += 1;
  }
  typed.clear();
  return replayed;
}
