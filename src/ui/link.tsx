import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * The site's in-app link: React Router's, without its `data-discover` attribute (route discovery
 * of its framework mode, which a declarative router never reads): 8 of them cost the home page's
 * first flight 19 bytes of brotli (issue 15).
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}
