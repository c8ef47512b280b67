import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/app/lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Здравствуйте, {name}</h1>;
}

describe('lazyPage', () => {
  it('renders the page itself, without a Suspense fallback, once preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const page = lazyPage('src/greeting.tsx', load);
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(<page.Page name="Иван" />)).toBe('<h1>Здравствуйте, <!-- -->Иван</h1>');
  });

  it('shows a loading state and then the page when it was not loaded yet', async () => {
    const page = lazyPage('src/greeting.tsx', async () => Greeting);
    render(<page.Page name="Мария" />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Мария' })).toBeInTheDocument();
  });
});
