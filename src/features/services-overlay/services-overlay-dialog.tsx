import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OVERLAY_CATEGORIES } from '../../content/services-overlay';
import { SERVICES } from '../../content/services';
import { lockScroll } from '../../ui/modal/scroll-lock';
import { useFocusTrap } from '../../ui/modal/use-focus-trap';
import { navigateTo } from '../../ui/navigation';
import { closeServicesOverlay, useServicesOverlayOpen } from './overlay-store';
import { OverlayCategories, overlayTabId } from './overlay-categories';
import { OverlayLines } from './overlay-lines';
import './services-overlay.css';

import { SERVICES_OVERLAY_ID } from './overlay-store';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';

/** The category of the service page the visitor is on, or -1. */
function categoryForPath(pathname: string): number {
  return OVERLAY_CATEGORIES.findIndex(
    (category) => pathname === category.href || pathname.startsWith(`${category.href}/`),
  );
}

function imageFor(index: number): string | null {
  const key = OVERLAY_CATEGORIES[index]?.key;
  return SERVICES.find((service) => service.pageKey === key)?.image ?? null;
}

/**
 * The full-screen services overlay (public-site §2.3): five categories on the left, the eight
 * lines of the selected one on the right. Escape, the backdrop, the close button and the toggle
 * close it; scroll is locked and focus trapped while it is open. Mounted (by services-overlay.tsx)
 * the first time it opens.
 */
export function ServicesOverlayDialog() {
  const open = useServicesOverlayOpen();
  const { pathname } = useLocation();
  const idBase = useId();
  const titleId = `${idBase}-title`;
  const panelId = `${idBase}-panel`;

  const [category, setCategory] = useState(0);
  const [row, setRow] = useState(0);
  // Starts closed, so that mounting open (the first opening) also picks the visitor's section.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    // On opening, start from the section of the service page the visitor is on.
    setWasOpen(open);
    const here = open ? categoryForPath(pathname) : -1;
    if (here >= 0) {
      setCategory(here);
      setRow(0);
    }
  }

  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const lineRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const initialFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    initialFocusRef.current = tabRefs.current[category] ?? null;
  });
  useFocusTrap(dialogRef, open, initialFocusRef);

  useEffect(() => {
    if (!open) return undefined;
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeServicesOverlay();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
    };
  }, [open]);

  const selectCategory = (index: number) => {
    setCategory(index);
    setRow(0);
  };

  const openLine = (href: string) => {
    closeServicesOverlay();
    navigateTo(href);
  };

  const current = OVERLAY_CATEGORIES[category];
  if (!current) return null;

  return (
    <div
      ref={dialogRef}
      id={SERVICES_OVERLAY_ID}
      className="services-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
    >
      <div
        className="services-overlay__backdrop"
        data-testid="services-overlay-backdrop"
        aria-hidden="true"
        onClick={closeServicesOverlay}
      />
      <div className="services-overlay__sheet">
        <div className="services-overlay__head">
          <div>
            <h2 id={titleId} className="services-overlay__title">
              Услуги
            </h2>
            <p className="services-overlay__hint">
              Выберите направление и работу. Открыть и закрыть это окно можно клавишами{' '}
              <kbd>Alt</kbd>&nbsp;+&nbsp;<kbd>S</kbd>.
            </p>
          </div>
          <button
            type="button"
            className="services-overlay__close"
            aria-label="Закрыть"
            onClick={closeServicesOverlay}
          >
            <LineIcon d={ICON_PATHS.close} size={22} />
          </button>
        </div>
        <div className="services-overlay__body">
          <OverlayCategories
            categories={OVERLAY_CATEGORIES}
            selected={category}
            open={open}
            idBase={idBase}
            panelId={panelId}
            tabRefs={tabRefs}
            onSelect={selectCategory}
            onEnterLines={() => lineRefs.current[row]?.focus()}
          />
          <OverlayLines
            category={current}
            image={imageFor(category)}
            selected={row}
            panelId={panelId}
            tabId={overlayTabId(idBase, category)}
            lineRefs={lineRefs}
            onSelect={setRow}
            onLeaveLines={() => tabRefs.current[category]?.focus()}
            onOpen={openLine}
          />
        </div>
      </div>
    </div>
  );
}
