import { useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isPlainClick, navigateTo, scrollToId } from '../navigation';
import { centreInStrip } from '../centre-in-strip';
import { useFrameEffect } from '../use-frame-effect';
import './tab-strip.css';

export interface TabItem {
  label: string;
  /** A path ('/legal/terms'), a path with a hash ('/services/electrical#outdoor') or a hash ('#outdoor'). */
  href: string;
}

/**
 * Whether a tab is active (public-site §2.13): by path, or by path plus hash for anchor tabs.
 */
export function isTabActive(href: string, pathname: string, hash: string): boolean {
  const [rawPath, tabHash] = href.split('#', 2);
  const tabPath = rawPath || pathname;
  if (tabPath !== pathname) return false;
  return tabHash === undefined ? true : `#${tabHash}` === hash;
}

/**
 * A row of link tabs. A tab with a hash smooth-scrolls to the element with that id; other tabs
 * change the address without a reload and notify the router.
 */
export function TabStrip({ items, label }: { items: readonly TabItem[]; label: string }) {
  const { pathname, hash } = useLocation();
  const stripRef = useRef<HTMLElement>(null);

  // Where the tabs scroll sideways (phones), keep the active one in view, without moving the page.
  useFrameEffect(() => {
    const strip = stripRef.current;
    centreInStrip(strip, strip?.querySelector<HTMLElement>('[aria-current="page"]'));
  }, [pathname, hash]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, item: TabItem) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    const [rawPath, tabHash] = item.href.split('#', 2);
    const samePage = !rawPath || rawPath === pathname;
    if (tabHash && samePage) {
      window.history.replaceState(window.history.state, '', `${pathname}#${tabHash}`);
      navigateTo(`${pathname}#${tabHash}`, { replace: true });
      scrollToId(tabHash);
      return;
    }
    navigateTo(item.href);
  };

  return (
    <nav ref={stripRef} className="tab-strip" aria-label={label}>
      <ul className="tab-strip__list">
        {items.map((item) => {
          const active = isTabActive(item.href, pathname, hash);
          return (
            <li key={item.href} className="tab-strip__item">
              <a
                href={item.href.startsWith('#') ? `${pathname}${item.href}` : item.href}
                className={
                  active ? 'pill-tab pill-tab--active tab-strip__tab' : 'pill-tab tab-strip__tab'
                }
                aria-current={active ? 'page' : undefined}
                onClick={(event) => onClick(event, item)}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
