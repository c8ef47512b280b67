import { vi } from 'vitest';
import { staticMediaQueryList } from '../support/media-query-list';

/** A controllable IntersectionObserver: tests report visibility with `report(ratio)`. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed target as `ratio` visible. */
  report(ratio: number) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function resetFakeIntersectionObservers() {
  FakeIntersectionObserver.instances = [];
}

/** Makes matchMedia answer `reduce` for prefers-reduced-motion. */
export function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}
