import { describe, expect, it } from 'vitest';
import { pageFileFor, strategyFor, type Strategy } from '../../../sw/routing-policy';

const ORIGIN = 'https://kub.example';
const PRECACHED = new Set([
  '/index.html',
  '/services/electrical.html',
  '/services/electrical/indoor.html',
  '/assets/index-abc.js',
  '/images/hero.svg',
  '/data/cities-ru.json',
  '/404.html',
]);
const precached = (pathname: string) =>
  PRECACHED.has(pathname) || PRECACHED.has(pageFileFor(pathname));

describe('service worker routing policy', () => {
  it.each<[string, string, string, Strategy]>([
    ['/', 'GET', 'navigate', 'precache'],
    ['/services/electrical', 'GET', 'navigate', 'precache'],
    ['/services/electrical/indoor', 'GET', 'navigate', 'precache'],
    ['/assets/index-abc.js', 'GET', 'no-cors', 'precache'],
    ['/images/hero.svg', 'GET', 'no-cors', 'precache'],
    ['/data/cities-ru.json', 'GET', 'cors', 'precache'],
    ['/api/health', 'GET', 'cors', 'network-only'],
    ['/api/auth/refresh', 'POST', 'cors', 'network-only'],
    ['/api/auth/me', 'GET', 'cors', 'network-only'],
    ['/api/account/profile', 'PUT', 'cors', 'network-only'],
    ['/api/users', 'GET', 'cors', 'network-only'],
    ['/api/admin/users', 'GET', 'cors', 'network-only'],
    ['/api/forms', 'POST', 'cors', 'network-only'],
    ['/contact', 'POST', 'navigate', 'network-only'],
    ['/share-target', 'POST', 'navigate', 'share-target'],
    ['/share-target', 'POST', 'cors', 'share-target'],
    ['/share-target', 'GET', 'navigate', 'navigation'],
    ['/share-target/x', 'POST', 'navigate', 'network-only'],
    ['/no/such/page', 'GET', 'navigate', 'navigation'],
    ['/account/profile', 'GET', 'navigate', 'navigation'],
    ['/assets/unknown.js', 'GET', 'no-cors', 'network-only'],
  ])('%s %s (%s) -> %s', (path, method, mode, expected) => {
    const request = { url: new URL(path, ORIGIN), method, mode };
    expect(strategyFor(request, ORIGIN, precached)).toBe(expected);
  });

  it('stays out of other origins', () => {
    const request = { url: new URL('https://fonts.example/x.woff2'), method: 'GET', mode: 'cors' };
    expect(strategyFor(request, ORIGIN, precached)).toBe('passthrough');
  });

  it.each([
    ['/', '/index.html'],
    ['/services/electrical', '/services/electrical.html'],
    ['/services/electrical/', '/services/electrical.html'],
    ['/legal/terms', '/legal/terms.html'],
    ['/data/cities-ru.json', '/data/cities-ru.json'],
  ])('page %s is stored as %s', (path, file) => {
    expect(pageFileFor(path)).toBe(file);
  });
});
