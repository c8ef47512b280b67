import { SERVICE_IMAGES } from '../../content/services';

/**
 * What the home preloader fetches (public-site §2.4): the five service images, then the logo and
 * the hero artwork. The service cards' small icons are inline SVG and need no request.
 */
export const PRELOAD_ASSETS: readonly string[] = [
  ...SERVICE_IMAGES,
  '/images/logo.svg',
  '/images/hero.svg',
];
