import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToId } from '../../../src/ui/navigation';
import { RENDER_ALL_ATTRIBUTE } from '../../../src/ui/render-when-near';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('a scroll the app makes to a section', () => {
  it('has every block that waits to be drawn drawn first, then scrolls below the header', () => {
    document.body.innerHTML = '<section class="render-when-near"></section><h2 id="reviews">x</h2>';
    const target = document.getElementById('reviews') as HTMLElement;
    const drawnWhenMeasured: boolean[] = [];
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => {
      drawnWhenMeasured.push(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE));
      return { top: 900 } as DOMRect;
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    expect(scrollToId('reviews', 'auto')).toBe(true);
    expect(drawnWhenMeasured).toEqual([true]);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - 64 - 16, behavior: 'auto' });
  });

  it('changes nothing when the section is not on the page', () => {
    expect(scrollToId('nowhere')).toBe(false);
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });
});
