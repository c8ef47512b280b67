import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { goToHref } from '../../../features/site-search/go-to-href';
import { isPlainClick } from '../../../ui/navigation';

export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  /** Runs before the link is followed (a menu closing itself). */
  onFollow?: () => void;
}

/**
 * A link inside the site that never reloads the page: on the page it points into it smooth-scrolls
 * to the section (or the top) and updates the hash, elsewhere it navigates client-side. Modified
 * clicks (new tab, new window) keep the browser's behaviour.
 */
export function SiteLink({ href, className, children, onFollow, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onFollow?.();
    goToHref(href, pathname);
  };
  return (
    <a href={href} className={className} onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
