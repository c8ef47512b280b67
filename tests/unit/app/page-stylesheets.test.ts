import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  linkManifest,
  loadPageStylesheets,
  noscriptLinks,
  resetPageStylesheetsForTests,
} from '../../../src/app/page-stylesheets';

/** The head a prerendered page has: its inline styles, and its full sheets named in a noscript. */
function prerenderedHead(...hrefs: string[]): void {
  document.head.innerHTML =
    '<style>p{margin:0}</style><noscript>' +
    hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
    '<link rel="manifest" href="/manifest.webmanifest"></noscript>';
}

/** The stylesheet links outside the noscript (which holds elements where script is off). */
const appliedLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.closest('noscript'),
  );

describe('loading the page stylesheets named by the noscript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    resetPageStylesheetsForTests();
  });

  it('reads their addresses in order, whether the noscript holds text or elements', () => {
    prerenderedHead('/assets/a.css', '/assets/b.css');
    expect(noscriptLinks('stylesheet')).toEqual(['/assets/a.css', '/assets/b.css']);
    expect(noscriptLinks('manifest')).toEqual(['/manifest.webmanifest']);
    const noscript = document.head.querySelector('noscript')!;
    noscript.textContent = '<link rel="stylesheet" href="/assets/c.css">';
    expect(noscriptLinks('stylesheet')).toEqual(['/assets/c.css']);
  });

  it('links them after the inline styles, unapplied, and applies them all at once when every one has settled', async () => {
    prerenderedHead('/assets/a.css', '/assets/b.css');
    let done = false;
    const loading = loadPageStylesheets().then(() => {
      done = true;
    });
    const [a, b] = appliedLinks();
    expect(a?.getAttribute('href')).toBe('/assets/a.css');
    expect(b?.getAttribute('href')).toBe('/assets/b.css');
    expect(document.head.lastElementChild).toBe(b);
    expect(a?.media).toBe('not all');
    expect(b?.media).toBe('not all');
    a?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(a?.media).toBe('not all');
    b?.dispatchEvent(new Event('error'));
    await loading;
    expect(a?.hasAttribute('media')).toBe(false);
    expect(b?.hasAttribute('media')).toBe(false);
  });

  it('styles the page in the same task as it applies them, not in the next frame', async () => {
    prerenderedHead('/assets/a.css', '/assets/b.css');
    const styled: (string | null)[][] = [];
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => {
      styled.push(appliedLinks().map((link) => link.getAttribute('media')));
      return new DOMRect();
    });
    const loading = loadPageStylesheets();
    for (const link of appliedLinks()) link.dispatchEvent(new Event('load'));
    await loading;
    expect(styled).toEqual([[null, null]]);
  });

  it('styles nothing when the page names no sheet', async () => {
    const layout = vi.spyOn(document.documentElement, 'getBoundingClientRect');
    await loadPageStylesheets();
    expect(layout).not.toHaveBeenCalled();
  });

  it('does not link a sheet the page links already', () => {
    prerenderedHead('/assets/a.css');
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.setAttribute('href', '/assets/a.css');
    document.head.append(existing);
    void loadPageStylesheets();
    expect(appliedLinks()).toEqual([existing]);
  });

  it('gives every caller the same promise', () => {
    prerenderedHead('/assets/a.css');
    expect(loadPageStylesheets()).toBe(loadPageStylesheets());
  });

  it('resolves at once when the page names none', async () => {
    await expect(loadPageStylesheets()).resolves.toBeUndefined();
  });
});

describe('the web app manifest named by the noscript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const manifestLinks = () =>
    [...document.head.querySelectorAll('link[rel="manifest"]')].filter(
      (link) => !link.closest('noscript'),
    );

  it('is linked by the entry (after the paint), once', () => {
    prerenderedHead('/assets/a.css');
    expect(manifestLinks()).toEqual([]);
    linkManifest();
    linkManifest();
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/manifest.webmanifest',
    ]);
  });

  it('is not linked where the page names none', () => {
    document.head.innerHTML = '<noscript><link rel="stylesheet" href="/a.css"></noscript>';
    linkManifest();
    expect(manifestLinks()).toEqual([]);
  });
});
