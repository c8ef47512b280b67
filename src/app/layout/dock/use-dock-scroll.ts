import { useSyncExternalStore } from 'react';
import { isHeroZone, showBackToTop, spyActive } from './dock-spy';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}

function topOf(id: string): number | null {
  const element = document.getElementById(id);
  return element ? element.getBoundingClientRect().top : null;
}

function atPageBottom(): boolean {
  const root = document.documentElement;
  return (
    root.scrollHeight > window.innerHeight &&
    window.scrollY + window.innerHeight >= root.scrollHeight - 2
  );
}

/** Whether the back-to-top button shows (after 500 px of scroll). */
export function useBackToTopVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showBackToTop(window.scrollY),
    () => false,
  );
}

/** The scroll-spy's active section among `ids` (page order), or null when disabled. */
export function useScrollSpy(ids: readonly string[], enabled: boolean): string | null {
  return useSyncExternalStore(
    subscribe,
    () =>
      enabled
        ? spyActive(
            ids.map((id) => ({ id, top: topOf(id) })),
            atPageBottom(),
          )
        : null,
    () => null,
  );
}

/** The hero-zone state: the page is scrolled above the section `servicesId`. */
export function useHeroZone(servicesId: string, enabled: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => enabled && isHeroZone(topOf(servicesId)),
    () => false,
  );
}
