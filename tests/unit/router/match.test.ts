import { describe, expect, it } from 'vitest';
import { matchPath, pickRoute, rankPattern } from '../../../src/ui/router';

describe('route patterns', () => {
  it.each([
    ['/', '/', {}],
    ['/contact', '/contact', {}],
    ['/contact', '/contact/', {}],
    ['/contact', '/CONTACT', {}],
    ['/services/electrical', '/services/electrical', {}],
    ['/services/:key', '/services/climate', { key: 'climate' }],
    ['/services/:key', '/services/%D1%8D', { key: 'э' }],
    ['/account/*', '/account', { '*': '' }],
    ['/account/*', '/account/profile/edit', { '*': 'profile/edit' }],
    ['*', '/anything/at/all', { '*': 'anything/at/all' }],
    ['*', '/', { '*': '' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual({ pattern, params });
  });

  it.each([
    ['/', '/contact'],
    ['/contact', '/'],
    ['/contact', '/contact/more'],
    ['/services/electrical', '/services'],
    ['/services/:key', '/services'],
    ['/account/*', '/accounts'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });

  it('rank static segments over named ones over the rest', () => {
    expect(rankPattern('/account')).toBeGreaterThan(rankPattern('/account/*'));
    expect(rankPattern('/services/electrical')).toBeGreaterThan(rankPattern('/services/:key'));
    expect(rankPattern('/services/:key')).toBeGreaterThan(rankPattern('*'));
    expect(rankPattern('/')).toBeGreaterThan(rankPattern('*'));
  });

  it.each([
    ['/account', '/account'],
    ['/account/profile', '/account/*'],
    ['/login', '/login'],
    ['/nowhere', '*'],
    ['/', '/'],
  ])('the best route for %s is %s, whatever the order', (pathname, expected) => {
    const routes = [
      { path: '*' },
      { path: '/account/*' },
      { path: '/account' },
      { path: '/login' },
      { path: '/' },
    ];
    expect(pickRoute(routes, pathname)?.route.path).toBe(expected);
    expect(pickRoute([...routes].reverse(), pathname)?.route.path).toBe(expected);
  });

  it('picks the first of equally specific routes, and none when nothing matches', () => {
    const routes = [
      { path: '/a', id: 1 },
      { path: '/a', id: 2 },
    ];
    expect(pickRoute(routes, '/a')?.route.id).toBe(1);
    expect(pickRoute(routes, '/b')).toBeNull();
  });
});
