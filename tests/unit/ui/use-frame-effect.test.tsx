import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centreInStrip, useFrameEffect } from '../../../src/ui/use-frame-effect';

function Measuring({ value, onMeasure }: { value: number; onMeasure: (value: number) => void }) {
  useFrameEffect(() => onMeasure(value), [value, onMeasure]);
  return <p>{value}</p>;
}

/** The next animation frame (jsdom runs them on a timer). */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useFrameEffect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures in the next frame after the commit, not inside it, and again when the deps change', async () => {
    const onMeasure = vi.fn();
    const { rerender } = render(<Measuring value={1} onMeasure={onMeasure} />);
    expect(onMeasure).not.toHaveBeenCalled();
    await nextFrame();
    expect(onMeasure).toHaveBeenCalledExactlyOnceWith(1);

    rerender(<Measuring value={1} onMeasure={onMeasure} />);
    await nextFrame();
    expect(onMeasure).toHaveBeenCalledTimes(1);

    rerender(<Measuring value={2} onMeasure={onMeasure} />);
    await nextFrame();
    expect(onMeasure).toHaveBeenLastCalledWith(2);
    expect(onMeasure).toHaveBeenCalledTimes(2);
  });

  it('does not measure once unmounted before the frame', async () => {
    const onMeasure = vi.fn();
    const { unmount } = render(<Measuring value={1} onMeasure={onMeasure} />);
    unmount();
    await nextFrame();
    expect(onMeasure).not.toHaveBeenCalled();
  });
});

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
