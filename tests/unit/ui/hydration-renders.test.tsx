import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/features/contact-form/contact-form';
import { VacanciesPage } from '../../../src/pages/vacancies/vacancies-page';
import type * as TextFieldModule from '../../../src/ui/form/text-field';

/** How many times each text field (by its name) has rendered. */
const fieldRenders = new Map<string, number>();

// Every text field of the forms, counted as it renders (the real component draws it).
vi.mock('../../../src/ui/form/text-field', async (importOriginal) => {
  const real = await importOriginal<typeof TextFieldModule>();
  const count = (name: string | undefined) =>
    fieldRenders.set(name ?? '?', (fieldRenders.get(name ?? '?') ?? 0) + 1);
  return {
    ...real,
    TextField: (props: ComponentProps<typeof real.TextField>) => {
      count(props.name);
      return real.TextField(props);
    },
    TextAreaField: (props: ComponentProps<typeof real.TextAreaField>) => {
      count(props.name);
      return real.TextAreaField(props);
    },
  };
});

afterEach(() => {
  fieldRenders.clear();
  document.body.innerHTML = '';
});

/**
 * Hydrates `ui` over its own server HTML and lets its effects run; the fields' renders from the
 * hydration on. `onServerRendered` runs between the server's render and the hydration.
 */
async function hydrate(
  ui: ReactElement,
  onServerRendered: () => void = () => undefined,
): Promise<Map<string, number>> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  fieldRenders.clear();
  onServerRendered();
  // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
  render(ui, { container, hydrate: true });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return fieldRenders;
}

// React renders again, synchronously and at once, every component that read a store whose value
// in the browser differs from the server's; the spam signals' hydration check did that to the
// whole form (docs/decisions.md, 2026-11-29).
describe('a form hydrated from the server’s HTML', () => {
  it('renders the contact form’s fields once', async () => {
    const renders = await hydrate(
      <MemoryRouter>
        <ContactForm send={vi.fn()} queue={vi.fn()} />
      </MemoryRouter>,
    );
    expect(renders.size).toBeGreaterThanOrEqual(3);
    for (const [name, times] of renders) expect({ name, times }).toEqual({ name, times: 1 });
  });

  it('renders the application form’s fields once', async () => {
    const renders = await hydrate(<VacanciesPage />);
    expect(renders.size).toBeGreaterThanOrEqual(5);
    for (const [name, times] of renders) expect({ name, times }).toEqual({ name, times: 1 });
  });
});

describe('the toast store', () => {
  it('starts with the server’s empty list, so hydration renders nothing again', async () => {
    // As the page loads it: the unit setup empties the shared store after every test.
    vi.resetModules();
    const { useToasts } = await import('../../../src/ui/toast/toast-store');
    let renders = 0;
    function Viewport() {
      renders += 1;
      return <p>{useToasts().length}</p>;
    }
    await hydrate(<Viewport />, () => {
      renders = 0;
    });
    expect(renders).toBe(1);
  });
});

describe('«Мои расчёты»', () => {
  it('stay the same empty list when the device has none kept, so nothing renders again', async () => {
    vi.resetModules();
    const { useSavedEstimates } =
      await import('../../../src/features/calculators/estimate/use-saved-estimates');
    let renders = 0;
    function Count() {
      renders += 1;
      return <p>{useSavedEstimates().list.length}</p>;
    }
    await hydrate(<Count />, () => {
      renders = 0;
    });
    // The page's read of the device was asked for first, so it has answered once this one has.
    const { loadSavedEstimates } = await import('../../../src/offline/saved-estimates');
    await act(async () => {
      expect(await loadSavedEstimates()).toEqual([]);
    });
    expect(document.body).toHaveTextContent('0');
    expect(renders).toBe(1);
  });
});
