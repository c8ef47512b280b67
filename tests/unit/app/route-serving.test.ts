import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/route-registry';
import {
  isIsolatedAddress,
  isolatedFiles,
  navigationFile,
  pageFiles,
  prerenderList,
} from '../../../src/app/route-serving';

describe('how the registry serves an address', () => {
  it.each<[string, string | null]>([
    ['/', 'index.html'],
    ['/contact', 'contact.html'],
    ['/contact/', 'contact.html'],
    ['/services/electrical/indoor', 'services/electrical/indoor.html'],
    ['/login', 'login.html'],
    ['/account', 'account.html'],
    ['/account/profile', 'account.html'],
    ['/account/leads/12', 'account.html'],
    ['/accounts', null],
    ['/no/such/page', null],
  ])('a navigation to %s is answered with %s', (path, file) => {
    expect(navigationFile(path)).toBe(file);
  });

  it('prerenders every route with a file once, then the not-found page', () => {
    const files = prerenderList().map((target) => target.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files.at(-1)).toBe('404.html');
    expect(files).toHaveLength(pageFiles().size + 1);
    const inShell = ROUTES.filter((route) => route.serving === 'in-shell').map((r) => r.path);
    expect(inShell.length).toBeGreaterThan(0);
    for (const path of inShell) expect(pageFiles().has(path)).toBe(false);
  });

  // The account area's documents are isolated (Cross-Origin-Opener-Policy), the public ones not.
  it.each<[string, boolean]>([
    ['/', false],
    ['/contact', false],
    ['/services/electrical/indoor', false],
    ['/login', false],
    ['/register', false],
    ['/kiosk', false],
    ['/no/such/page', false],
    ['/accounts', false],
    ['/account', true],
    ['/account/', true],
    ['/account/profile', true],
    ['/account/leads', true],
    ['/account/leads/12', true],
    ['/collections', true],
    ['/notifications', true],
    ['/dashboard', true],
  ])('the document of %s is isolated: %s', (path, isolated) => {
    expect(isIsolatedAddress(path)).toBe(isolated);
  });

  it('marks the files of isolated documents, and only those', () => {
    expect([...isolatedFiles()].sort()).toEqual([
      'account.html',
      'collections.html',
      'dashboard.html',
      'notifications.html',
    ]);
    for (const [path, file] of pageFiles()) {
      expect(isolatedFiles().has(file)).toBe(isIsolatedAddress(path));
    }
  });
});
