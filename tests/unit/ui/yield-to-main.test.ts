import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/ui/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task: a timer set before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await yieldToMain();
    order.push('after yield');
    expect(order).toEqual(['timer', 'after yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
