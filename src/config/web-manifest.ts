import { readSiteConfig, type SiteEnv } from './site-config';
import { ROUTES } from '../app/route-registry';
import { detailsOf } from '../app/route-details';
import { shareTargetManifest } from './share-target';

/** Theme colours: the same values as --color-ink and --color-bg in src/styles/tokens.css. */
export const THEME_COLOR = '#0f1b2d';
export const BACKGROUND_COLOR = '#f4f6fb';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/**
 * The web app manifest: Russian names, kiosk-style display, icons, screenshots, shortcuts, the
 * share target for resumes, and a launch that reuses the open window.
 */
export function webManifest(env: SiteEnv) {
  const site = readSiteConfig(env);
  const icons: ManifestIcon[] = [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
  return {
    id: '/',
    name: `${site.product} — инженерные системы и строительство`,
    short_name: site.product,
    description:
      'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой: услуги, калькуляторы и заявка — даже без сети.',
    lang: 'ru',
    dir: 'ltr' as const,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    display_override: ['fullscreen', 'standalone'] as ('fullscreen' | 'standalone')[],
    orientation: 'any' as const,
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'utilities'],
    icons,
    screenshots: [
      {
        src: '/icons/screenshot-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide' as const,
        label: 'Главная страница на компьютере',
      },
      {
        src: '/icons/screenshot-narrow.png',
        sizes: '540x1170',
        type: 'image/png',
        form_factor: 'narrow' as const,
        label: 'Калькулятор на телефоне',
      },
    ],
    // The registry's shortcuts, in its order: the calculators, then the contact form.
    shortcuts: ROUTES.flatMap((route) => {
      const { shortcut } = detailsOf(route);
      const { name, path } = route;
      return shortcut
        ? [
            {
              name: shortcut.name ?? name,
              short_name: shortcut.shortName,
              url: path,
              icons: shortcutIcon,
            },
          ]
        : [];
    }),
    // A resume shared from another app opens the application form with the file attached.
    share_target: shareTargetManifest(),
    // A shortcut or a share navigates the app's open window instead of opening a second one.
    launch_handler: {
      client_mode: ['navigate-existing', 'auto'] as ('navigate-existing' | 'auto')[],
    },
  };
}
