import { afterEach, describe, expect, it } from 'vitest';
import {
  loadPageStylesheets,
  resetPageStylesheetsForTests,
} from '../../../src/app/page-stylesheets';

function addLink(href: string, disabled: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (disabled) link.setAttribute('disabled', '');
  document.head.append(link);
  return link;
}

describe('loading the page stylesheets named by disabled links', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    resetPageStylesheetsForTests();
  });

  it('fetches them unapplied and applies them all at once when every one has settled', async () => {
    const a = addLink('/assets/a.css', true);
    const b = addLink('/assets/b.css', true);
    const other = addLink('/assets/other.css', false);
    let done = false;
    const loading = loadPageStylesheets().then(() => {
      done = true;
    });
    expect(a.hasAttribute('disabled')).toBe(false);
    expect(a.media).toBe('not all');
    expect(b.media).toBe('not all');
    a.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(a.media).toBe('not all');
    b.dispatchEvent(new Event('error'));
    await loading;
    expect(a.hasAttribute('media')).toBe(false);
    expect(b.hasAttribute('media')).toBe(false);
    expect(other.hasAttribute('media')).toBe(false);
  });

  it('gives every caller the same promise', () => {
    addLink('/assets/a.css', true);
    expect(loadPageStylesheets()).toBe(loadPageStylesheets());
  });

  it('resolves at once when the page names none', async () => {
    await expect(loadPageStylesheets()).resolves.toBeUndefined();
  });
});
