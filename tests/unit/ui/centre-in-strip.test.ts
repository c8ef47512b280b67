import { describe, expect, it } from 'vitest';
import { centreInStrip } from '../../../src/ui/centre-in-strip';

/** A strip and an item with the boxes a layout would give them (jsdom lays nothing out). */
function strip(scrollWidth: number, clientWidth: number, itemLeft: number, itemWidth: number) {
  const list = document.createElement('ol');
  const item = document.createElement('li');
  Object.defineProperties(list, {
    scrollWidth: { value: scrollWidth },
    clientWidth: { value: clientWidth },
  });
  Object.defineProperties(item, {
    offsetLeft: { value: itemLeft },
    offsetWidth: { value: itemWidth },
  });
  return { list, item };
}

describe('centreInStrip', () => {
  it.each([
    // scrollWidth, clientWidth, item's left and width: the strip's scrollLeft afterwards.
    [800, 400, 500, 100, 350],
    [800, 400, 200, 100, 50],
    [400, 400, 200, 100, 0], // Nothing to scroll: left alone.
    [300, 400, 200, 100, 0],
  ])('a %i px strip shown %i px wide, an item at %i px of %i px: scrollLeft %i', (...args) => {
    const [scrollWidth, clientWidth, left, width, expected] = args;
    const { list, item } = strip(scrollWidth, clientWidth, left, width);
    centreInStrip(list, item);
    expect(list.scrollLeft).toBe(expected);
  });

  it('does nothing without a strip or an item', () => {
    const { list } = strip(800, 400, 0, 0);
    centreInStrip(list, null);
    centreInStrip(null, undefined);
    expect(list.scrollLeft).toBe(0);
  });
});
