import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDocumentParsed, afterFirstContentfulPaint } from '../../../src/app/first-paint';

type ObserverCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver stand-in the test can deliver paint entries through. */
function installObserver(supported: string[]) {
  const observers: { callback: ObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: { callback: ObserverCallback; disconnected: boolean };
    constructor(callback: ObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const deliver = (...names: string[]) => {
    for (const { callback } of observers) {
      callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) });
    }
  };
  return { observers, deliver };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('waiting for the first contentful paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Stubs first: a global stubbed while the clock was fake would otherwise come back as the fake.
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves when the browser reports the first contentful paint, and stops observing', async () => {
    const { observers, deliver } = installObserver(['paint']);
    const waiting = afterFirstContentfulPaint();
    expect(await settled(waiting)).toBe(false);
    deliver('first-paint');
    expect(await settled(waiting)).toBe(false);
    deliver('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    installObserver(['paint']);
    const waiting = afterFirstContentfulPaint(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for the next frame where the browser has no paint timing', async () => {
    installObserver(['navigation']);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const waiting = afterFirstContentfulPaint();
    expect(await settled(waiting)).toBe(false);
    frames.forEach((frame) => frame(0));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing until shown', async () => {
    installObserver(['paint']);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      expect(await settled(afterFirstContentfulPaint())).toBe(true);
    } finally {
      visibility.mockRestore();
    }
  });
});

describe('waiting for the whole document to be parsed', () => {
  it('resolves at once for a parsed document, and on DOMContentLoaded for one still loading', async () => {
    await expect(afterDocumentParsed()).resolves.toBeUndefined();
    const loading = document.implementation.createHTMLDocument('');
    Object.defineProperty(loading, 'readyState', { value: 'loading', configurable: true });
    let done = false;
    const waiting = afterDocumentParsed(loading).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(done).toBe(true);
  });
});
