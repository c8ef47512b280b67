/**
 * Addresses and histories for the site's router (router.tsx): the browser's history, an in-memory
 * one (tests) and a fixed one (server rendering). No React here.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`. */
  state: unknown;
  /** Unique per history entry ('default' for the first). */
  key: string;
}

export interface PathParts {
  pathname?: string;
  search?: string;
  hash?: string;
}

export type To = string | PathParts;

export interface History {
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  /** Moves through the history (-1 is back). */
  go(delta: number): void;
  /** Calls `listener` after every change of location; returns the unsubscribe function. */
  listen(listener: (location: Location) => void): () => void;
}

/** `/a?b=1#c` -> its parts; a string without a leading `/` keeps what it does not say empty. */
export function parsePath(path: string): PathParts {
  const parts: PathParts = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** '' or '?x=1' (a bare '?' is no search). */
function normalizeSearch(search = ''): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** '' or '#x' (a bare '#' is no hash). */
function normalizeHash(hash = ''): string {
  if (!hash || hash === '#') return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}

export function createPath({ pathname = '/', search, hash }: PathParts): string {
  return `${pathname}${normalizeSearch(search)}${normalizeHash(hash)}`;
}

/**
 * Where `to` leads from `from`: a missing pathname stays on the current page; search and hash are
 * what `to` says (none if it says none). Relative paths resolve like a browser's.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): Required<PathParts> {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let pathname = parts.pathname ?? from.pathname;
  if (!pathname.startsWith('/')) {
    pathname = new URL(pathname, `http://site${from.pathname}`).pathname;
  }
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}

let keySeed = 0;
export function createKey(): string {
  keySeed += 1;
  return `${Date.now().toString(36)}${keySeed.toString(36)}`;
}

function makeLocation(parts: Required<PathParts>, state: unknown, key: string): Location {
  return {
    pathname: parts.pathname,
    search: normalizeSearch(parts.search),
    hash: normalizeHash(parts.hash),
    state,
    key,
  };
}

function listeners() {
  const set = new Set<(location: Location) => void>();
  return {
    add(listener: (location: Location) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify(location: Location) {
      for (const listener of [...set]) listener(location);
    },
  };
}

/** An in-memory history: `initialEntries` are paths, the last one (or `initialIndex`) current. */
export function createMemoryHistory(
  initialEntries: readonly To[] = ['/'],
  initialIndex = initialEntries.length - 1,
): History {
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((to, index) =>
    makeLocation(resolveTo(to, { pathname: '/' }), null, index === 0 ? 'default' : createKey()),
  );
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const subscribers = listeners();
  const first = entries[0] as Location;
  const current = () => entries[index] ?? first;
  return {
    get location() {
      return current();
    },
    push(to, state = null) {
      entries.splice(
        index + 1,
        entries.length,
        makeLocation(resolveTo(to, current()), state, createKey()),
      );
      index += 1;
      subscribers.notify(current());
    },
    replace(to, state = null) {
      entries[index] = makeLocation(resolveTo(to, current()), state, createKey());
      subscribers.notify(current());
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      subscribers.notify(current());
    },
    listen: subscribers.add,
  };
}

/** A history that stays at one address (server rendering): navigating is an error there. */
export function createStaticHistory(path: To): History {
  const location = makeLocation(resolveTo(path, { pathname: '/' }), null, 'default');
  const refuse = () => {
    throw new Error('cannot navigate while rendering on the server');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}

interface BrowserState {
  usr: unknown;
  key: string;
}

function readBrowserState(value: unknown): BrowserState {
  if (value && typeof value === 'object' && 'key' in value) {
    const { usr, key } = value as { usr?: unknown; key?: unknown };
    return { usr: usr ?? null, key: typeof key === 'string' ? key : 'default' };
  }
  return { usr: null, key: 'default' };
}

/** The browser's own history (pushState, popstate). */
export function createBrowserHistory(win: Window = window): History {
  const subscribers = listeners();
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const { usr, key } = readBrowserState(win.history.state);
    return makeLocation({ pathname, search, hash }, usr, key);
  };
  let location = read();
  win.addEventListener('popstate', () => {
    location = read();
    subscribers.notify(location);
  });
  const write = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
    const parts = resolveTo(to, location);
    const next: BrowserState = { usr: state ?? null, key: createKey() };
    win.history[method](next, '', createPath(parts));
    location = read();
    subscribers.notify(location);
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => win.history.go(delta),
    listen: subscribers.add,
  };
}
