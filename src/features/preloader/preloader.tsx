import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import {
  PRELOADER_DONE_EVENT,
  PRELOADER_MAX_MS,
  PRELOADER_MIN_MS,
  remainingOnScreen,
} from '../../domain/preload/preload-schedule';
import { lockScroll } from '../../ui/modal/scroll-lock';
import { prefersReducedMotion } from '../../ui/navigation';
import { PRELOAD_ASSETS } from './preload-assets';
import { whenIdle } from '../../ui/when-idle';
import { loadImage, preloadInBatches, type LoadAsset } from './preload-runner';
import './preloader.css';

/** How long the fade-out lasts before the preloader leaves the document. */
export const PRELOADER_FADE_MS = 400;

type Phase = 'active' | 'leaving' | 'gone';

/**
 * How long the preloader has been on the screen when its script starts: it is part of `/`'s
 * prerendered HTML, so it appeared with the page's first contentful paint. 0 (counted from now)
 * in a browser without paint timing.
 */
function shownForMs(): number {
  const paint = performance.getEntriesByName?.('first-contentful-paint')[0];
  return paint ? performance.now() - paint.startTime : 0;
}

export interface PreloaderProps {
  assets?: readonly string[];
  /** Injected in tests; loads through an Image element by default. */
  load?: LoadAsset;
}

/**
 * The home preloader (public-site §2.4): shown only when the document itself was loaded at `/`
 * (it is part of the prerendered HTML of `/`, not shown when navigating home inside the app).
 * Locks scroll while it preloads the service images and icons; ends when they have all settled and
 * at least 1200 ms have passed since it appeared (the first paint), then dispatches `kub:preloader-done`, fades out and unmounts.
 */
export function Preloader({ assets = PRELOAD_ASSETS, load = loadImage }: PreloaderProps) {
  const { pathname } = useLocation();
  const [startedHere] = useState(() => pathname === paths.home);
  const [phase, setPhase] = useState<Phase>(startedHere ? 'active' : 'gone');
  const finishRef = useRef<() => void>(() => undefined);
  const settings = useRef({ assets, load });

  useEffect(() => {
    if (!startedHere) return undefined;
    let loaded = false;
    let minPassed = false;
    let finished = false;
    const unlock = lockScroll();
    const finish = () => {
      if (finished) return;
      finished = true;
      unlock();
      window.dispatchEvent(new Event(PRELOADER_DONE_EVENT));
      setPhase('leaving');
    };
    finishRef.current = finish;
    const check = () => {
      if (loaded && minPassed) finish();
    };
    // The minimum and the cap count from when the visitor first saw the spinner, not from here.
    const shownFor = shownForMs();
    const minTimer = window.setTimeout(
      () => {
        minPassed = true;
        check();
      },
      remainingOnScreen(PRELOADER_MIN_MS, shownFor),
    );
    const maxTimer = window.setTimeout(finish, remainingOnScreen(PRELOADER_MAX_MS, shownFor));
    const { assets: urls, load: loadOne } = settings.current;
    const cancelIdle = whenIdle(() => {
      void preloadInBatches(urls, loadOne, () => finished).then(() => {
        loaded = true;
        check();
      });
    });
    return () => {
      finished = true;
      finishRef.current = () => undefined;
      window.clearTimeout(minTimer);
      window.clearTimeout(maxTimer);
      cancelIdle();
      unlock();
    };
  }, [startedHere]);

  // Leaving home before the preloader ended (e.g. with Back) ends it at once.
  useEffect(() => {
    if (pathname !== paths.home) finishRef.current();
  }, [pathname]);

  useEffect(() => {
    if (phase !== 'leaving') return undefined;
    const timer = window.setTimeout(
      () => setPhase('gone'),
      prefersReducedMotion() ? 1 : PRELOADER_FADE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;

  return (
    <div
      className={phase === 'leaving' ? 'preloader preloader--leaving' : 'preloader'}
      role="status"
      aria-label="Загрузка"
      aria-busy={phase === 'active'}
    >
      <noscript>
        <style>{'.preloader{display:none}html{overflow:visible!important}'}</style>
      </noscript>
      <div className="preloader__mark" aria-hidden="true">
        <span className="preloader__spinner" />
        <span className="preloader__word">{site.product}</span>
      </div>
    </div>
  );
}
