import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BreakdownBar, segmentDelayMs } from '../../../src/features/calculators/breakdown-bar';
import { observeVisibility } from '../../../src/ui/observe-visibility';
import { staticMediaQueryList } from '../support/media-query-list';

vi.mock('../../../src/ui/observe-visibility', () => ({
  observeVisibility: vi.fn(),
}));

const SEGMENTS = [
  { key: 'works', label: 'Работы', percent: 48 },
  { key: 'materials', label: 'Материалы', percent: 34 },
  { key: 'tooling', label: 'Инструмент и техника', percent: 8 },
  { key: 'organisation', label: 'Организация', percent: 10 },
];

const observe = vi.mocked(observeVisibility);
let becomeVisible: () => void = () => undefined;
beforeEach(() => {
  observe.mockReset();
  observe.mockImplementation((_element, _threshold, onVisible) => {
    becomeVisible = onVisible;
    return () => undefined;
  });
});

const segment = (key: string) => screen.getByTestId(`breakdown-segment-${key}`);

describe('BreakdownBar', () => {
  it('delays: 150 ms plus 120 ms per index', () => {
    expect([0, 1, 2, 3].map(segmentDelayMs)).toEqual([150, 270, 390, 510]);
  });

  it('waits at zero width until 35 % is visible, then grows each segment over 900 ms', () => {
    render(<BreakdownBar title="Из чего складывается стоимость" segments={SEGMENTS} />);
    expect(observe).toHaveBeenCalledWith(expect.any(HTMLElement), 0.35, expect.any(Function));
    expect(segment('works').style.width).toBe('0%');

    act(() => becomeVisible());
    expect(segment('works').style.width).toBe('48%');
    expect(segment('works').style.transitionDuration).toBe('900ms');
    expect(segment('works').style.transitionDelay).toBe('150ms');
    expect(segment('tooling').style.transitionDelay).toBe('390ms');
    expect(segment('organisation').style.width).toBe('10%');
    expect(segment('organisation').style.transitionDelay).toBe('510ms');
  });

  it('stays at its final widths without IntersectionObserver', () => {
    observe.mockReturnValue(null);
    render(<BreakdownBar title="Доли" segments={SEGMENTS} />);
    expect(segment('tooling').style.width).toBe('8%');
  });

  it('shows the final state at once when reduced motion is preferred', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      staticMediaQueryList(query, query.includes('reduce')),
    );
    render(<BreakdownBar title="Доли" segments={SEGMENTS} />);
    expect(segment('materials').style.width).toBe('34%');
    expect(segment('materials').style.transitionDuration).toBe('0ms');
    expect(observe).not.toHaveBeenCalled();
  });
});
