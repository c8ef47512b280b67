import { readSiteConfig } from './site-config';

declare const __SITE_ENV__: Record<string, string>;

/** The site configuration as baked into this build (see vite.config.ts `define`). */
export const site = readSiteConfig(typeof __SITE_ENV__ === 'undefined' ? {} : __SITE_ENV__);
