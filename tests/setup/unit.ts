import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadLazyParts } from '../../src/ui/lazy-part';
import { dismissAllToasts } from '../../src/ui/toast/toast-store';
import { staticMediaQueryList } from '../unit/support/media-query-list';
import { unmountServerRendered } from '../unit/support/server-rendered';

// Noise is failure: a stray console.error or console.warn fails the test unless it expects one
// (spy on console yourself with vi.spyOn(console, 'error').mockImplementation(...) to expect it).
function failOnConsole(method: 'error' | 'warn') {
  return (...args: unknown[]) => {
    throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
  };
}

// Components the app loads on first use (modals, the services overlay) render at once in tests,
// as they do in the browser once their chunk is in.
beforeAll(() => preloadLazyParts());

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(failOnConsole('error'));
  vi.spyOn(console, 'warn').mockImplementation(failOnConsole('warn'));
});

afterEach(() => {
  unmountServerRendered();
  cleanup();
  dismissAllToasts();
  vi.restoreAllMocks();
  document.body.className = '';
});

// Most unit files share a worker's jsdom and modules (tests/setup/isolation.ts): what one file
// changed globally is put back before the next.
afterAll(() => {
  // Stubs first: a global stubbed while the clock was fake would otherwise come back as the fake.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  if (window.location.pathname !== '/' || window.location.search || window.location.hash) {
    window.history.replaceState(null, '', '/');
  }
});

// Node's BroadcastChannel, which jsdom leaves in place, reaches every worker thread of the process:
// an outbox test's "changed" in one file made a hook under test in another file, running beside it,
// read its mock once more than the test had set (an unhandled rejection that failed the run).
// Each file's channels carry a name of their own; within a file they reach each other as before.
// (Setup runs again for each file in a shared worker: the original is kept once, not re-wrapped.)
const kept = globalThis as { __nodeBroadcastChannel?: typeof BroadcastChannel };
const NodeBroadcastChannel = (kept.__nodeBroadcastChannel ??= BroadcastChannel);
const channelScope = `${Math.random()}`;
globalThis.BroadcastChannel = class FileBroadcastChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(`${channelScope}:${name}`);
  }
};

// jsdom lacks these browser APIs the components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds: readonly number[] = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: NoopIntersectionObserver,
    configurable: true,
    writable: true,
  });
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has <dialog> but not its modal part. This stands in for the browser's: showModal() opens
// it and focuses the first control (or the dialog), Escape sends the cancel event to the topmost
// open modal and closes it unless refused, Tab cycles inside it (the page behind is inert), close()
// fires the close event.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const openModals: HTMLDialogElement[] = [];
  const FIRST_CONTROL = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href]';
  const FOCUSABLE = `${FIRST_CONTROL}, [tabindex]:not([tabindex="-1"])`;
  document.addEventListener('keydown', (event) => {
    const top = openModals[openModals.length - 1];
    if (!top) return;
    if (event.key === 'Escape') {
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) top.close();
    } else if (event.key === 'Tab') {
      // The page behind a modal dialog is inert: Tab cycles through the dialog's controls.
      const items = [...top.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      event.preventDefault();
      items[next]?.focus();
    }
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    openModals.push(this);
    (this.querySelector<HTMLElement>(FIRST_CONTROL) ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
}
