import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_LOADER_SCRIPT,
  bootLoaderTag,
  FIRST_PAINT_TIMEOUT_MS,
  STAGED_SAFETY_MS,
  STAGING_CLASS,
} from '../../../src/config/boot-loader';
import { KIOSK_ROOT_ATTRIBUTE, KIOSK_STORAGE_KEY } from '../../../src/domain/kiosk/kiosk-mode';

const ENTRY = '/assets/index-abc.js';

/**
 * Runs the loader as the page would, from a script element whose data-src names the entry; its
 * one `import(...)` is handed to `imported` (a test cannot catch a real dynamic import), and its
 * PerformanceObserver is a stand-in the test reports paints through.
 */
function runLoader() {
  expect(BOOT_LOADER_SCRIPT.match(/import\(s\)/g)).toHaveLength(1);
  const imported: string[] = [];
  const paints: ((name: string) => void)[] = [];
  type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: Callback) {}
      observe(options: { type: string }) {
        expect(options.type).toBe('paint');
        paints.push((painted) =>
          this.callback({ getEntriesByName: (name) => (name === painted ? [{ name }] : []) }),
        );
      }
    },
  );
  const script = document.createElement('script');
  script.dataset.src = ENTRY;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function('__import', BOOT_LOADER_SCRIPT.replace('import(s)', '__import(s)'))(
      (src: string) => imported.push(src),
    );
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return { imported, paint: (name: string) => paints.forEach((report) => report(name)) };
}

describe('the boot loader, inline in a prerendered page', () => {
  const listeners: [string, EventListener][] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener as EventListener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [type, listener] of listeners.splice(0)) {
      document.removeEventListener(type, listener);
    }
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
    document.documentElement.removeAttribute(KIOSK_ROOT_ATTRIBUTE);
    document.documentElement.classList.remove(STAGING_CLASS);
  });

  it('imports the entry its tag names once the page has painted content, once', () => {
    const { imported, paint } = runLoader();
    paint('first-paint');
    expect(imported).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(imported).toEqual([ENTRY]);
  });

  it('imports it after the time-out where no paint is reported (a hidden tab)', () => {
    const { imported } = runLoader();
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual([ENTRY]);
  });

  it('reads no storage before the paint, even on a kiosk (the entry marks the root)', () => {
    window.localStorage.setItem(KIOSK_STORAGE_KEY, '{"salt":"s","hash":"h"}');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    runLoader();
    expect(read).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(KIOSK_ROOT_ATTRIBUTE)).toBe(false);
  });

  it('marks the root at once, so the blocks below the first screen wait for the entry', () => {
    expect(document.documentElement.classList.contains(STAGING_CLASS)).toBe(false);
    runLoader();
    expect(document.documentElement.classList.contains(STAGING_CLASS)).toBe(true);
  });

  it('takes the mark off after the safety time, so nothing stays hidden if the entry never runs', () => {
    const { imported } = runLoader();
    vi.advanceTimersByTime(STAGED_SAFETY_MS - 1);
    expect(document.documentElement.classList.contains(STAGING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains(STAGING_CLASS)).toBe(false);
    expect(imported).toEqual([ENTRY]);
  });

  it("keeps a form submitted before the app has loaded from being sent the browser's way", () => {
    runLoader();
    const form = document.createElement('form');
    document.body.append(form);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    form.remove();
    expect(event.defaultPrevented).toBe(true);
  });

  it('is written into a page only for a script address of the site', () => {
    expect(bootLoaderTag(ENTRY)).toBe(`<script data-src="${ENTRY}">${BOOT_LOADER_SCRIPT}</script>`);
    expect(() => bootLoaderTag('https://elsewhere.example/a.js')).toThrow(/not an entry/);
    expect(() => bootLoaderTag('/a.js"><script>')).toThrow(/not an entry/);
  });
});
