import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preloader } from '../../../src/features/preloader/preloader';
import { PRELOAD_ASSETS } from '../../../src/features/preloader/preload-assets';
import { SERVICE_IMAGES } from '../../../src/content/services';
import { navigateTo } from '../../../src/ui/navigation';
import { RouterBridge } from '../../../src/app/router-bridge';

/** A loader whose requests the test settles by hand. */
function manualLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const requested: string[] = [];
  const load = vi.fn(
    (url: string) =>
      new Promise<void>((resolve, reject) => {
        requested.push(url);
        pending.set(url, { resolve, reject });
      }),
  );
  return { load, requested, pending };
}

const ASSETS = ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg', '/6.svg'];
const status = () => screen.queryByRole('status', { name: 'Загрузка' });

let doneEvents = 0;
const onDone = () => {
  doneEvents += 1;
};

beforeEach(() => {
  vi.useFakeTimers();
  doneEvents = 0;
  window.addEventListener('kub:preloader-done', onDone);
});
afterEach(() => {
  window.removeEventListener('kub:preloader-done', onDone);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Preloader', () => {
  it('preloads the service images and icons', () => {
    expect(PRELOAD_ASSETS).toEqual(expect.arrayContaining([...SERVICE_IMAGES, '/images/logo.svg']));
  });

  it('loads in batches of 4, 60 ms apart, and stays until all loaded and 1200 ms passed', async () => {
    const loader = manualLoader();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Preloader assets={ASSETS} load={loader.load} />
      </MemoryRouter>,
    );
    expect(status()).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loader.requested).toEqual(['/1.svg', '/2.svg', '/3.svg', '/4.svg']);

    await act(async () => {
      for (const url of ['/1.svg', '/2.svg', '/3.svg']) loader.pending.get(url)!.resolve();
      loader.pending.get('/4.svg')!.reject(new Error('404'));
    });
    await act(() => vi.advanceTimersByTimeAsync(59));
    expect(loader.requested).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loader.requested).toEqual(ASSETS);

    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(status()).toBeInTheDocument();
    expect(doneEvents).toBe(0);

    await act(async () => {
      loader.pending.get('/5.svg')!.resolve();
      loader.pending.get('/6.svg')!.resolve();
    });
    expect(doneEvents).toBe(1);
    expect(document.body.style.overflow).toBe('');
    expect(status()).toHaveClass('preloader--leaving');

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(status()).toBeNull();
  });

  it('waits for the 1200 ms minimum even when everything loads at once', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Preloader assets={ASSETS} load={() => Promise.resolve()} />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(doneEvents).toBe(0);
    expect(status()).not.toHaveClass('preloader--leaving');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(doneEvents).toBe(1);
  });

  it('counts the minimum and the cap from the first paint, where the spinner appeared', async () => {
    // The prerendered spinner was painted 450 ms before the app started its timers.
    const paint = { name: 'first-contentful-paint', startTime: 300 } as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([paint]);
    vi.spyOn(performance, 'now').mockReturnValue(750);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Preloader assets={ASSETS} load={() => Promise.resolve()} />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(749));
    expect(doneEvents).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(doneEvents).toBe(1);
  });

  it('never keeps the page locked past 6 s when a request hangs', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Preloader assets={ASSETS} load={() => new Promise<void>(() => undefined)} />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(5999));
    expect(doneEvents).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(doneEvents).toBe(1);
    expect(document.body.style.overflow).toBe('');
  });

  it('is not shown on other pages, nor when moving to / inside the app', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <RouterBridge />
        <Preloader assets={ASSETS} load={load} />
      </MemoryRouter>,
    );
    expect(status()).toBeNull();
    act(() => navigateTo('/'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(status()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(doneEvents).toBe(0);
  });

  it('is in the prerendered HTML of / with the no-script escape, and hydrates cleanly', async () => {
    const tree = (router: 'static' | 'memory') =>
      router === 'static' ? (
        <StaticRouter location="/">
          <Preloader assets={ASSETS} load={() => Promise.resolve()} />
        </StaticRouter>
      ) : (
        <MemoryRouter initialEntries={['/']}>
          <Preloader assets={ASSETS} load={() => Promise.resolve()} />
        </MemoryRouter>
      );
    const html = renderToString(tree('static'));
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Загрузка"');
    expect(html).toContain(
      '<noscript><style>.preloader{display:none}html{overflow:visible!important}</style></noscript>',
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree('memory')));
    expect(container.querySelector('.preloader')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(doneEvents).toBe(1);
    act(() => root.unmount());
    container.remove();
  });
});
