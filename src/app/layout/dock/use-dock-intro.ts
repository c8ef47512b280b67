import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PRELOADER_DONE_EVENT, PRELOADER_MAX_MS } from '../../../domain/preload/preload-schedule';

export type DockIntro = 'await' | 'intro';

/**
 * The dock's intro (public-site §2.4, §2.10): on a document loaded at `/` it waits for the
 * preloader's `kub:preloader-done` event and then slides in; on any other page it slides in on
 * mount. A later move inside the app does not replay it.
 */
export function useDockIntro(): DockIntro {
  const { pathname } = useLocation();
  const [intro, setIntro] = useState<DockIntro>(() =>
    pathname === paths.home ? 'await' : 'intro',
  );

  useEffect(() => {
    if (intro !== 'await') return undefined;
    const arrive = () => setIntro('intro');
    window.addEventListener(PRELOADER_DONE_EVENT, arrive);
    // The preloader ends by its cap at the latest; never keep the dock away longer than that.
    const safety = window.setTimeout(arrive, PRELOADER_MAX_MS + 200);
    return () => {
      window.removeEventListener(PRELOADER_DONE_EVENT, arrive);
      window.clearTimeout(safety);
    };
  }, [intro]);

  return intro;
}
