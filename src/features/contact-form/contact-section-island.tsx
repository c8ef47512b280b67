import { lazyIsland } from '../../ui/lazy-island';

/**
 * The contact section where it sits below the first screen (home, service and calculator pages):
 * its form, validation and queue load and hydrate when the visitor comes near it. Until then the
 * server's HTML stands there, readable; a submit before then is held (src/main.ts), never lost.
 */
export const ContactSectionIsland = lazyIsland(
  'contact',
  'src/features/contact-form/contact-section.tsx',
  () => import('./contact-section').then((m) => m.ContactSection),
);
