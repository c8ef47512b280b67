/**
 * Every route path of the site, in one place. Nothing else spells a URL: components build hrefs
 * with these helpers.
 */
export type ServicePageKey =
  'electrical' | 'lowcurrent' | 'ventilation' | 'design' | 'construction';
export type CalculatorKey = 'power-connection' | 'power-upgrade' | 'indoor';
export type LegalKey = 'cookies' | 'terms' | 'privacy';
export type HomeSection = 'services' | 'about' | 'projects' | 'contact' | 'reviews' | 'director';

export const SERVICE_PAGE_KEYS: readonly ServicePageKey[] = [
  'electrical',
  'lowcurrent',
  'ventilation',
  'design',
  'construction',
];
export const CALCULATOR_KEYS: readonly CalculatorKey[] = [
  'power-connection',
  'power-upgrade',
  'indoor',
];
export const LEGAL_KEYS: readonly LegalKey[] = ['cookies', 'terms', 'privacy'];

export const paths = {
  home: '/',
  homeSection: (section: HomeSection) => `/#${section}`,
  service: (key: ServicePageKey) => `/services/${key}`,
  calculator: (key: CalculatorKey) => `/services/electrical/${key}`,
  projects: '/pages/projects',
  contact: '/contact',
  legal: (key: LegalKey) => `/legal/${key}`,
  login: '/login',
  register: '/register',
  account: '/account',
  accountTab: (tab: string) => `/account/${tab}`,
  accountLeads: '/account/leads',
  accountLead: (id: number | string) => `/account/leads/${id}`,
  vacancies: '/pro',
  kiosk: '/kiosk',
  /** Where the installed app receives a shared resume (manifest share_target, POST). */
  shareTarget: '/share-target',
  collections: '/collections',
  notifications: '/notifications',
  dashboard: '/dashboard',
} as const;
