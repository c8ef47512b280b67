import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { ContactSection, telHref } from '../../../src/features/contact-form/contact-section';
import { ContactPage } from '../../../src/pages/contact/contact-page';

describe('ContactSection', () => {
  it('is an anchored section with a heading, the form and the company contacts', () => {
    const { container } = render(
      <MemoryRouter>
        <ContactSection id="service-contact" />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Оставить заявку' });
    expect(section).toHaveAttribute('id', 'service-contact');
    expect(container.querySelector('#contact')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(section).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      telHref(site.phone),
    );
  });

  it('uses the id "contact" by default', () => {
    render(
      <MemoryRouter>
        <ContactSection />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Оставить заявку' })).toHaveAttribute(
      'id',
      'contact',
    );
  });

  it.each([
    ['+7 (812) 000-00-00', 'tel:+78120000000'],
    ['8 800 555-35-35', 'tel:88005553535'],
  ])('builds a tel: link from %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('ContactPage', () => {
  it('has one h1 КОНТАКТЫ, the contact section and the company details', () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'КОНТАКТЫ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Оставить заявку' })).toHaveAttribute(
      'id',
      'contact',
    );
    const details = screen.getByRole('region', { name: 'Реквизиты' });
    expect(within(details).getByText(site.legalEntity)).toBeInTheDocument();
    expect(within(details).getByText(site.legalCity)).toBeInTheDocument();
  });
});
