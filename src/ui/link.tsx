import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the site. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The site's in-app link, built on React Router's own hooks for custom links (`useHref`,
 * `useLinkClickHandler`: a plain click navigates client-side, a modified one is the browser's).
 * Not React Router's `<Link>`: it brings its prefetching, view transitions and route discovery of
 * the framework mode, which a declarative router never uses, to every page's start (2.3 KB gzip,
 * issue 15), and writes a `data-discover` attribute nobody reads.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
