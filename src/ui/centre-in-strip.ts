/** Scrolls a sideways-scrolling `strip` so that `item` is in its middle, without moving the page. */
export function centreInStrip(strip: HTMLElement | null, item: HTMLElement | null | undefined) {
  if (!strip || !item || strip.scrollWidth <= strip.clientWidth) return;
  strip.scrollLeft = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
}
