import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/app/layout/footer';
import { site } from '../../../src/config/site';

describe('Footer', () => {
  it.each([
    ['Услуги', '/#services'],
    ['О нас', '/#about'],
    ['Проекты', '/#projects'],
    ['Контакты', '/#contact'],
    ['Отзывы', '/#reviews'],
    ['Политика cookie', '/legal/cookies'],
    ['Правовые положения', '/legal/terms'],
    ['Политика конфиденциальности', '/legal/privacy'],
  ])('links «%s» to %s', (label, href) => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('shows the e-mail, the phone, the legal entity and the year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const phoneDigits = site.phone.replace(/[^\d+]/g, '');
    expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${phoneDigits}`,
    );
    expect(footer.getByText(`${site.legalEntity}, г. ${site.legalCity}`)).toBeInTheDocument();
    expect(footer.getByText(`© ${new Date().getFullYear()} ${site.product}`)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'КУБ — на главную' })).toHaveAttribute('href', '/');
    expect(footer.getAllByRole('link')).toHaveLength(11);
  });
});
