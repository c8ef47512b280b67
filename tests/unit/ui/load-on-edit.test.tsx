import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, useLoadOnEdit } from '../../../src/ui/form/load-on-edit';

function Form({ load }: { load: () => Promise<unknown> }) {
  const [value, setValue] = useState('');
  useLoadOnEdit(value, load);
  return (
    <label>
      Имя
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadOnce', () => {
  it('loads once and gives every caller the same module', async () => {
    const load = vi.fn(() => Promise.resolve({ send: 'ok' }));
    const once = loadOnce(load);
    const [a, b] = await Promise.all([once(), once()]);
    expect(a).toBe(b);
    await once();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next call after a failed load (offline before the cache)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoadOnEdit', () => {
  it('does not load with the first render, and loads once the page is idle, untouched', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    render(<Form load={loadOnce(load)} />);
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at the first edit, before the page is idle', async () => {
    // A browser that stays busy: the idle callback is asked for but never comes.
    const requestIdle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Form load={loadOnce(load)} />);
    expect(requestIdle).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Ив');
    expect(load).toHaveBeenCalledTimes(1);
    unmount(); // while the stubs stand: the form gives back its idle callback
  });

  it('stops waiting for the idle time when the form goes away', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Form load={loadOnce(load)} />);
    unmount();
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
  });
});
