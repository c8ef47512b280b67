/**
 * Text typed before the app has hydrated the fields it was typed into: the one mechanism for it,
 * serving every form. The prerendered page is on screen and usable as HTML before its script runs,
 * and a section below the first screen (a lazy island) hydrates only when the visitor comes near
 * it; a field typed into meanwhile keeps its text on screen, but React does not know it and would
 * wipe it at the field's next render. The entry starts watching at once (`watchEarlyInput`); an
 * island not hydrated with the page holds its region (`holdEarlyInput`); once the page (or the
 * island) has hydrated, each such field is handed to React as a change (`replayEarlyInput`), so
 * its form's state takes the text.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Each changed field and its value when last changed (hydration resets a select's choice). */
const typed = new Map<Field, string>();
/** Regions that hydrate after the page (islands): their fields wait for their own replay. */
const held = new Set<Element>();
let watching: Document | null = null;
let pageHydrated = false;

const UNREPLAYABLE_TYPES = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset']);

function isReplayable(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !UNREPLAYABLE_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const isHeld = (field: Field) => [...held].some((region) => region.contains(field));

function note(field: EventTarget | null): void {
  // Once the page has hydrated, React sees every change itself, but in a region still held.
  if (isReplayable(field) && (!pageHydrated || isHeld(field))) typed.set(field, field.value);
}

const remember = (event: Event) => note(event.target);

function stopWatching(): void {
  watching?.removeEventListener('input', remember, true);
  watching?.removeEventListener('change', remember, true);
  watching = null;
}

/**
 * Whether the visitor has changed a field from what the server's HTML set: its value differs from
 * its default (a select: an option's choice differs, or, with no option chosen by default, any
 * but the first is chosen).
 */
export function changedFromHtml(field: Field): boolean {
  if (!(field instanceof HTMLSelectElement)) return field.value !== field.defaultValue;
  const options = [...field.options];
  if (!options.some((option) => option.defaultSelected)) {
    return field.multiple ? options.some((option) => option.selected) : field.selectedIndex > 0;
  }
  return options.some((option) => option.selected !== option.defaultSelected);
}

/**
 * Starts noting the fields the visitor changes (once; from the entry, before hydration). A
 * prerendered page paints, and can be typed into, before the entry has loaded (it is fetched after
 * the first paint): the fields changed by then are noted at once, by their values.
 */
export function watchEarlyInput(doc: Document = document): void {
  if (watching) return;
  watching = doc;
  pageHydrated = false;
  doc.addEventListener('input', remember, true);
  doc.addEventListener('change', remember, true);
  for (const field of doc.querySelectorAll('input, textarea, select')) {
    if (isReplayable(field) && changedFromHtml(field)) note(field);
  }
}

/** A region that hydrates after the page (an island): its fields wait for `replayEarlyInput(region)`. */
export function holdEarlyInput(region: Element): void {
  if (watching && !pageHydrated) held.add(region);
}

/**
 * Tells React about a field changed before hydration: its value is set aside through React's own
 * value tracking, put back (as the visitor left it) through the element's plain setter, which
 * React does not see, and an `input` (for a select, `change`) event lets React compare and call
 * onChange with the visitor's value.
 */
function replay(field: Field, value: string): boolean {
  const prototype = Object.getPrototypeOf(field) as object;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setNative) return false;
  if (field instanceof HTMLSelectElement) {
    setNative.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = value === '' ? ' ' : '';
    setNative.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return true;
}

/**
 * Hands React the fields changed before hydration: without a region, once the page has hydrated,
 * every field outside the held regions; with one, once that island has hydrated, the fields in it.
 * Stops watching when nothing is left to hydrate. Returns how many fields were replayed.
 */
export function replayEarlyInput(region?: Element): number {
  if (region) held.delete(region);
  else pageHydrated = true;
  let replayed = 0;
  for (const [field, value] of typed) {
    if (region ? !region.contains(field) : isHeld(field)) continue;
    typed.delete(field);
    if (field.isConnected && replay(field, value)) replayed += 1;
  }
  if (pageHydrated && held.size === 0) {
    stopWatching();
    typed.clear();
  }
  return replayed;
}
