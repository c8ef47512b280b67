import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_PAGE_KEYS, paths, type ServicePageKey } from '../../../src/config/paths';
import { ServicePage } from '../../../src/pages/services/service-page';
import { FakeIntersectionObserver } from './fake-intersection-observer';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

const tree = (key: ServicePageKey) => (
  <MemoryRouter initialEntries={[paths.service(key)]}>
    <ServicePage serviceKey={key} />
  </MemoryRouter>
);

let container: HTMLDivElement | null = null;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

describe('prerendered service pages', () => {
  it('the HTML carries the share split as text and the bar at its final widths', () => {
    const html = renderToString(tree('electrical'));
    expect(html).toContain('<h1 class="service-hero__title">ЭЛЕКТРОМОНТАЖ</h1>');
    expect(html).toContain('2.0 / 10');
    expect(html).toContain('Обновление: <time');
    expect(html).toContain('width:40%');
    expect(html).toContain('Контроль качества');
  });

  it.each(SERVICE_PAGE_KEYS)('%s hydrates without a mismatch', async (key) => {
    container = document.createElement('div');
    container.innerHTML = renderToString(tree(key));
    document.body.append(container);
    const element = container;
    // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
    await act(async () => {
      root = hydrateRoot(element, tree(key), {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(element.querySelector('h1')).not.toBeNull();
  });
});
