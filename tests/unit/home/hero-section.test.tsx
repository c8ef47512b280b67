import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { renderHome } from './render-home';

describe('home hero (accounts §2.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows today's date, the workload line and the product as the only h1", () => {
    renderHome();
    const hero = document.getElementById('hero')!;
    expect(within(hero).getByText('21 ноября 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(within(hero).getByText('Загруженность 7.49 из 10')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(site.product);
  });

  it('links the director signature to #director, which exists in the about section', async () => {
    renderHome();
    const link = screen.getByRole('link', { name: /Обращение директора/ });
    expect(link).toHaveAttribute('href', '#director');
    expect(link.querySelector('img')).toHaveAttribute('src', '/images/director-signature.svg');
    const director = document.getElementById('director')!;
    expect(document.getElementById('about')).toContainElement(director);
    expect(within(director).getByRole('img', { name: /Подпись/ })).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/#director');
  });

  it('loads the main image eagerly with high priority and a fixed size', () => {
    renderHome();
    const image = within(document.getElementById('hero')!)
      .getAllByRole('img')
      .find((img) => img.getAttribute('src') === '/images/hero.svg')!;
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image.getAttribute('alt')).not.toBe('');
  });

  it('has calls to action to the contact and services sections', () => {
    renderHome();
    const hero = document.getElementById('hero')!;
    expect(within(hero).getByRole('link', { name: 'Оставить заявку' })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(within(hero).getByRole('link', { name: 'Наши услуги' })).toHaveAttribute(
      'href',
      '#services',
    );
  });
});
