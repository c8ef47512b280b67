import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_KEYS, paths, type LegalKey } from '../../../src/config/paths';
import { site } from '../../../src/config/site';
import { renderLegal } from './render-legal';

/** The page titles and numbered section headings required by public-site §2.12. */
const REQUIRED: Record<LegalKey, { title: string; sections: string[] }> = {
  cookies: {
    title: 'Политика cookie',
    sections: [
      '1. Что такое файлы cookie',
      '2. Как мы используем файлы cookie',
      '3. Отключение файлов cookie',
      '4. Какие файлы cookie мы используем',
      '5. Сторонние файлы cookie',
      '6. Дополнительная информация',
    ],
  },
  terms: {
    title: 'Правовые положения',
    sections: [
      '1. Введение и принятие условий',
      '2. Услуги',
      '3. Оплата услуг',
      '4. Возврат средств и отмена',
      '5. Прекращение оказания услуг',
      '6. Контакты',
    ],
  },
  privacy: {
    title: 'Политика конфиденциальности',
    sections: [
      '1. Какие персональные данные мы собираем',
      '2. Цели обработки данных',
      '3. Банковские карты',
      '4. Параметры и согласия',
      '5. Хранение и защита данных',
      '6. Получатели данных',
      '7. Права субъекта персональных данных',
      '8. Файлы cookie',
      '9. Изменения Политики',
    ],
  },
};

const TABS = [
  { name: 'Политика cookie', href: paths.legal('cookies'), key: 'cookies' },
  { name: 'Правовые положения', href: paths.legal('terms'), key: 'terms' },
  { name: 'Политика конфиденциальности', href: paths.legal('privacy'), key: 'privacy' },
] as const;

const tabStrip = () => screen.getByRole('navigation', { name: 'Правовые документы' });

describe.each(LEGAL_KEYS)('legal page %s', (key) => {
  it('renders its h1, the fixed revision date and every required section heading', () => {
    renderLegal(paths.legal(key));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REQUIRED[key].title);
    expect(screen.getByText(/^Редакция от/)).toHaveTextContent('Редакция от 1 ноября 2026 г.');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Содержание', ...REQUIRED[key].sections]);
  });

  it('lists every section in the table of contents, linking to its heading', () => {
    renderLegal(paths.legal(key));
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(REQUIRED[key].sections);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
  });

  it('shows the three tabs with their hrefs and marks the current one', () => {
    renderLegal(paths.legal(key));
    const links = within(tabStrip()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      TABS.map((tab) => [tab.name, tab.href]),
    );
    for (const tab of TABS) {
      const link = within(tabStrip()).getByRole('link', { name: tab.name });
      if (tab.key === key) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('shows the company e-mail from the site configuration', () => {
    renderLegal(paths.legal(key));
    const mailLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) {
      expect(link).toHaveTextContent(site.email);
      expect(link).toHaveAttribute('href', `mailto:${site.email}`);
    }
  });
});

describe('legal tab strip navigation', () => {
  it.each([
    ['cookies', 'Правовые положения', paths.legal('terms')],
    ['terms', 'Политика конфиденциальности', paths.legal('privacy')],
    ['privacy', 'Политика cookie', paths.legal('cookies')],
  ] as const)('from %s a click on «%s» moves the router to %s', async (from, name, to) => {
    renderLegal(paths.legal(from));
    await userEvent.click(within(tabStrip()).getByRole('link', { name }));
    expect(screen.getByRole('status', { name: 'Текущий адрес' })).toHaveTextContent(to);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    expect(within(tabStrip()).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });

  it('the privacy policy link of section 8 opens the cookie policy without a reload', async () => {
    renderLegal(paths.legal('privacy'));
    const section = screen.getByRole('region', { name: '8. Файлы cookie' });
    await userEvent.click(within(section).getByRole('link', { name: 'Политике cookie' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Политика cookie');
  });
});

describe('table of contents', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    window.history.replaceState(null, '', '/');
  });

  it('scrolls to the section heading, puts its anchor in the address and focuses it', async () => {
    renderLegal(paths.legal('terms'));
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    await userEvent.click(within(toc).getByRole('link', { name: '4. Возврат средств и отмена' }));
    const heading = screen.getByRole('heading', { level: 2, name: '4. Возврат средств и отмена' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(window.location.hash).toBe('#refunds');
    expect(heading).toHaveFocus();
    // The router stays where it was: it must not re-scroll with its own offset.
    expect(screen.getByRole('status', { name: 'Текущий адрес' })).toHaveTextContent(
      paths.legal('terms'),
    );
  });
});
