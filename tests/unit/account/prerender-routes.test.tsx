import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAllRoutes, prerenderTargets, render } from '../../../src/entry-server';

describe('prerendering the account-related routes', () => {
  // Pages are code-split: the prerender loads them all before rendering, as the build does.
  beforeAll(() => preloadAllRoutes());

  it('writes one shell for the account area and files for the other new routes', () => {
    const files = prerenderTargets()
      .map((target) => target.file)
      .filter(
        (file) =>
          file && /^(account|login|register|collections|notifications|dashboard)/.test(file),
      );
    expect(files.sort()).toEqual([
      'account.html',
      'collections.html',
      'dashboard.html',
      'login.html',
      'notifications.html',
      'register.html',
    ]);
  });

  it('renders /account as the loading shell with the header placeholder', () => {
    const { html, meta } = render('/account');
    expect(meta.area).toBe('account');
    expect(html).toContain('Личный кабинет');
    expect(html).toContain('Загрузка…');
    expect(html).toContain('auth-slot--pending');
  });

  it('renders /login as the home page, the modal opening only in the browser', () => {
    const { html, meta } = render('/login');
    expect(meta.title).toBe('Вход — КУБ');
    expect(html).toContain('id="contact"');
    expect(html).not.toContain('auth-modal');
  });

  it('renders /dashboard as a page that says what it will hold', () => {
    const { html } = render('/dashboard');
    expect(html).toContain('Раздел в разработке');
    expect(html).toContain('href="/account"');
  });

  it('prerenders /kiosk with the form (the mode lives on the device only)', () => {
    const { html, meta } = render('/kiosk');
    expect(meta.title).toBe('Режим киоска — КУБ');
    expect(meta.file).toBe('kiosk.html');
    expect(html).toContain('Включить режим киоска');
  });
});
