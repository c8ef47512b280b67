/**
 * The one site configuration: every value the spec hides in braces ({product}, {email}, {phone},
 * {host}, {ip}) and the company's legal details. Pure: it reads a plain record of environment
 * variables so the server (process.env at start) and the client (values baked in at build time)
 * share one definition and one set of defaults.
 */
export interface SiteConfig {
  /** {product}: brand title in the hero and the bare document title. */
  product: string;
  /** {email}: company e-mail (footer, legal pages, error texts). */
  email: string;
  /** {phone}: company phone (footer). */
  phone: string;
  /** Legal entity name for the legal pages. */
  legalEntity: string;
  /** City of the legal entity (a northern Russian city, per the spec). */
  legalCity: string;
  /** {host}: the API base; the default is the same origin, path /api. */
  apiBase: string;
  /** Contact request and application endpoint (a cloud function in other deployments). */
  formsEndpoint: string;
  /** {ip}: the developer machine address treated like localhost. */
  devIp: string;
}

export type SiteEnv = Readonly<Record<string, string | undefined>>;

/** Placeholders until the owner sets real values: reserved `.example` domain, an obviously unreal number. */
export const PLACEHOLDER_EMAIL = 'info@kub-placeholder.example';
export const PLACEHOLDER_PHONE = '+7 (000) 000-00-00';

export const SITE_ENV_KEYS = [
  'KUB_PRODUCT',
  'KUB_EMAIL',
  'KUB_PHONE',
  'KUB_LEGAL_ENTITY',
  'KUB_LEGAL_CITY',
  'KUB_API_BASE',
  'KUB_FORMS_ENDPOINT',
  'KUB_DEV_IP',
] as const;

function pick(env: SiteEnv, key: (typeof SITE_ENV_KEYS)[number], fallback: string): string {
  const value = env[key]?.trim();
  return value ? value : fallback;
}

export function readSiteConfig(env: SiteEnv): SiteConfig {
  const apiBase = pick(env, 'KUB_API_BASE', '/api').replace(/\/+$/, '');
  return {
    product: pick(env, 'KUB_PRODUCT', 'КУБ'),
    email: pick(env, 'KUB_EMAIL', PLACEHOLDER_EMAIL),
    phone: pick(env, 'KUB_PHONE', PLACEHOLDER_PHONE),
    legalEntity: pick(env, 'KUB_LEGAL_ENTITY', 'ООО «КУБ»'),
    legalCity: pick(env, 'KUB_LEGAL_CITY', 'Архангельск'),
    apiBase,
    formsEndpoint: pick(env, 'KUB_FORMS_ENDPOINT', `${apiBase}/forms`),
    devIp: pick(env, 'KUB_DEV_IP', '127.0.0.1'),
  };
}

/** Only the KUB_* variables are baked into the client bundle; nothing else leaks from the build env. */
export function pickSiteEnv(env: SiteEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SITE_ENV_KEYS) {
    const value = env[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
