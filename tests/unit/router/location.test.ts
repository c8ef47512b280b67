import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  createPath,
  createStaticHistory,
  parsePath,
  resolveTo,
} from '../../../src/ui/router/location';

describe('addresses', () => {
  it.each([
    ['/a?b=1#c', { pathname: '/a', search: '?b=1', hash: '#c' }],
    ['/a#c?d', { pathname: '/a', hash: '#c?d' }],
    ['?q=1', { search: '?q=1' }],
    ['#top', { hash: '#top' }],
    ['/', { pathname: '/' }],
  ])('parsePath(%s)', (path, parts) => {
    expect(parsePath(path)).toEqual(parts);
  });

  it.each([
    [{ pathname: '/a', search: '?b=1', hash: '#c' }, '/a?b=1#c'],
    [{ pathname: '/a', search: 'b=1', hash: 'c' }, '/a?b=1#c'],
    [{ pathname: '/a', search: '?', hash: '#' }, '/a'],
    [{}, '/'],
  ])('createPath(%j) is %s', (parts, path) => {
    expect(createPath(parts)).toBe(path);
  });

  it.each([
    ['/contact#form', '/services/electrical', { pathname: '/contact', search: '', hash: '#form' }],
    ['#projects', '/', { pathname: '/', search: '', hash: '#projects' }],
    ['?open=services', '/pro', { pathname: '/pro', search: '?open=services', hash: '' }],
    ['indoor', '/services/electrical', { pathname: '/services/indoor', search: '', hash: '' }],
    [{ hash: '#x' }, '/legal/privacy', { pathname: '/legal/privacy', search: '', hash: '#x' }],
  ])('%j from %s leads to %j', (to, from, expected) => {
    expect(resolveTo(to, { pathname: from })).toEqual(expected);
  });
});

describe('the in-memory history', () => {
  it('starts at the last entry, pushes, replaces and goes back, telling its listeners', () => {
    const history = createMemoryHistory(['/', '/contact?x=1']);
    expect(history.location).toMatchObject({ pathname: '/contact', search: '?x=1' });
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push('/pro#skills', { from: 'test' });
    expect(history.location).toMatchObject({
      pathname: '/pro',
      hash: '#skills',
      state: { from: 'test' },
    });
    history.replace('/legal/privacy');
    history.go(-1);
    expect(history.location.pathname).toBe('/contact');
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    history.go(1);
    expect(history.location.pathname).toBe('/legal/privacy');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives every entry its own key', () => {
    const history = createMemoryHistory(['/']);
    const first = history.location.key;
    history.push('/a');
    expect(history.location.key).not.toBe(first);
  });

  it('a static history stays where it is', () => {
    const history = createStaticHistory('/services/climate?tab=2');
    expect(history.location).toMatchObject({ pathname: '/services/climate', search: '?tab=2' });
    expect(() => history.push('/')).toThrow(/server/);
  });
});
