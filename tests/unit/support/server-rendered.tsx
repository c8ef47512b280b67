import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const mounted: { container: HTMLElement; root: Root | null }[] = [];

/**
 * Unmounts what `serverRendered` put in the document; the unit setup calls it after each test (a
 * hook registered here would belong only to the first file that imports this module, as the
 * files share modules: tests/setup/isolation.ts).
 */
export function unmountServerRendered(): void {
  for (const entry of mounted.splice(0)) {
    act(() => entry.root?.unmount());
    entry.container.remove();
  }
}

/**
 * `element` as the server renders it, in the document (what a visitor sees before the app has
 * hydrated the page), and `hydrate` to let the app take it over. Cleaned up after each test.
 */
export function serverRendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const entry: { container: HTMLElement; root: Root | null } = { container, root: null };
  mounted.push(entry);
  return {
    container,
    async hydrate(): Promise<void> {
      await act(async () => {
        entry.root = hydrateRoot(container, element);
      });
    },
  };
}
