import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IslandLoadError,
  ISLAND_FAILED_TEXT,
  ISLAND_RELOAD_LABEL,
  onCaughtError,
  onRecoverableError,
} from '../../../src/ui/island-boundary';
import { lazyIsland, takeRenderedIslands } from '../../../src/ui/lazy-island';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id="near-section">
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
    </section>
  );
}

/** An IntersectionObserver the test drives: `enter()` reports every observed element as visible. */
function installObserver() {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    disconnect() {
      observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watching: () => observed.length,
    enter() {
      for (const { callback, element } of [...observed]) {
        callback(
          [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

/**
 * Loads still pending when a test ends. They are settled then: a lazy module joins the registry
 * that `preloadLazyParts` (the unit setup) waits for, and the next file in this worker shares it.
 */
const unfinished = new Set<() => void>();
/** Once this file is done, a load asked for later (by that registry) settles at once. */
let fileDone = false;
afterAll(() => {
  fileDone = true;
});

function deferredLoad() {
  let resolve = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((done) => {
        if (fileDone) return done(Counter);
        resolve = () => {
          unfinished.delete(resolve);
          done(Counter);
        };
        unfinished.add(resolve);
      }),
  );
  return { load, finish: () => resolve() };
}

describe('a section hydrated when the visitor comes near it', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    for (const finish of [...unfinished]) finish();
    root = null;
    container.remove();
    vi.unstubAllGlobals();
  });

  async function serverHtml(): Promise<string> {
    const ServerIsland = lazyIsland('near-section', 'src/near.tsx', async () => Counter);
    await ServerIsland.preload();
    return renderToString(<ServerIsland label="Нажато" />);
  }

  it('is rendered by the server in full, inside a Suspense boundary', async () => {
    const html = await serverHtml();
    expect(html).toContain('Нажато');
    expect(html).toMatch(/^<!--\$-->.*<!--\/\$-->$/);
  });

  it('keeps the server HTML, without its code, until near; then loads and hydrates it', async () => {
    const observer = installObserver();
    container.innerHTML = await serverHtml();
    const { load, finish } = deferredLoad();
    const ClientIsland = lazyIsland('near-section', 'src/near.tsx', load);
    await act(async () => {
      root = hydrateRoot(container, <ClientIsland label="Нажато" />);
    });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(observer.watching()).toBe(1);

    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBeInTheDocument();

    await act(async () => observer.enter());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await user.click(screen.getByRole('button', { name: 'Нажато: 0' }));
    expect(screen.getByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument();
  });

  it('loads at once when rendered without server HTML (a client-side navigation)', async () => {
    installObserver();
    const { load, finish } = deferredLoad();
    const ClientIsland = lazyIsland('near-section', 'src/near.tsx', load);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<ClientIsland label="Открыто" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Открыто: 0' })).toBeInTheDocument();
  });

  it('starts loading when the visitor tabs into it, before it is on screen', async () => {
    installObserver();
    container.innerHTML = await serverHtml();
    const { load } = deferredLoad();
    const ClientIsland = lazyIsland('near-section', 'src/near.tsx', load);
    await act(async () => {
      root = hydrateRoot(container, <ClientIsland label="Нажато" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').focus());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when its code fails to load, and the rest of the page stays', async () => {
    installObserver();
    // The browser's message for a chunk that did not arrive; after this file a load succeeds (the
    // unit setup preloads every lazy module).
    const load = vi.fn(() =>
      fileDone
        ? Promise.resolve(Counter)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const ClientIsland = lazyIsland('near-section', 'src/near.tsx', load);
    const caught = vi.fn(onCaughtError);
    const uncaught = vi.fn();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createRoot } = await import('react-dom/client');
    try {
      // Rendered as after a client-side navigation: its code is asked for at once.
      await act(async () => {
        root = createRoot(container, {
          onCaughtError: caught,
          onRecoverableError,
          onUncaughtError: uncaught,
        });
        root.render(
          <>
            <p>Остальная страница</p>
            <ClientIsland label="Нажато" />
          </>,
        );
      });

      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('alert')).toHaveTextContent(ISLAND_FAILED_TEXT);
      expect(screen.getByRole('button', { name: ISLAND_RELOAD_LABEL })).toBeInTheDocument();
      expect(screen.getByText('Остальная страница')).toBeInTheDocument();
      expect(uncaught).not.toHaveBeenCalled();
      expect(caught).toHaveBeenCalledWith(expect.any(IslandLoadError), expect.anything());
      // Told to the visitor, not logged or reported as a crash.
      expect(logged).not.toHaveBeenCalled();
      expect(reported).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('is named after a server render, so the page carries its styles; then forgotten', async () => {
    const Shown = lazyIsland('near-section', 'src/features/shown.tsx', async () => Counter);
    const NotShown = lazyIsland('other', 'src/features/not-shown.tsx', async () => Counter);
    await Promise.all([Shown.preload(), NotShown.preload()]);
    takeRenderedIslands();
    // On the server there is no document.
    vi.stubGlobal('document', undefined);
    let html = '';
    try {
      html = renderToString(<Shown label="Сервер" />);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toContain('Сервер');
    expect(takeRenderedIslands()).toEqual(['src/features/shown.tsx']);
    expect(takeRenderedIslands()).toEqual([]);
  });
});

describe("the root's handlers of errors React recovered from or caught", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a section that did not load', new IslandLoadError(new TypeError('Failed to fetch')), false],
    [
      'hydration given up because of one',
      new Error('There was an error while hydrating', {
        cause: new IslandLoadError(new TypeError('Failed to fetch')),
      }),
      false,
    ],
    ['any other error', new Error('Hydration failed'), true],
  ])('%s: reported: %s', (_case, error, expected) => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    onRecoverableError(error);
    expect(reported).toHaveBeenCalledTimes(expected ? 1 : 0);
  });
});
