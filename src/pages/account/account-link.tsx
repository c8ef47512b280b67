import type { MouseEvent, ReactNode } from 'react';
import { navigateTo, plainClick } from '../../ui/navigation';

/** A link inside the site that changes the address without a reload (modified clicks excepted). */
export function AccountLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) =>
    plainClick(event, () => navigateTo(href));
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
