import type { MouseEvent, ReactNode } from 'react';
import { paths, type HomeSection } from '../../config/paths';
import { isPlainClick, navigateTo, scrollToId } from '../../ui/navigation';

interface HashLinkProps {
  to: HomeSection;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * An in-page link of the home page (`href="#contact"`): works as a plain anchor before hydration;
 * after it, a click smooth-scrolls below the header and records the hash in the router.
 */
export function HashLink({ to, className, children, 'aria-label': ariaLabel }: HashLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if (!scrollToId(to)) return;
    event.preventDefault();
    navigateTo(paths.homeSection(to));
  };
  return (
    <a href={`#${to}`} className={className} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </a>
  );
}
