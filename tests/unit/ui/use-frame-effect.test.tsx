import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameEffect } from '../../../src/ui/use-frame-effect';

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
