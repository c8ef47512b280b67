import { paths } from '../../../config/paths';

/**
 * Addresses inside the leads tab: the list keeps its filters in its query, and a lead's address
 * carries the same query so «← Все заявки» (and a reload) lead back to the same list.
 */
export type LeadsView = { view: 'list' } | { view: 'lead'; id: number } | { view: 'missing' };

/** /account/leads is the list, /account/leads/12 a lead; anything else under it is not found. */
export function leadsViewOf(pathname: string): LeadsView {
  const rest = pathname.replace(/\/+$/, '').split('/').slice(3);
  if (rest.length === 0) return { view: 'list' };
  const [segment] = rest;
  const id = /^[1-9]\d{0,15}$/.test(segment ?? '') ? Number(segment) : NaN;
  return rest.length === 1 && Number.isSafeInteger(id) ? { view: 'lead', id } : { view: 'missing' };
}

export const listHref = (search: string) => `${paths.accountLeads}${search}`;
export const leadHref = (id: number, search: string) => `${paths.accountLead(id)}${search}`;

/** Where a lead came from, short: the path of the page's address ('/contact'). */
export function pageLabel(page: string): string {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}` || page;
  } catch {
    return page;
  }
}

/** Only web addresses become links (a page address is what a visitor's browser sent). */
export function isWebAddress(page: string): boolean {
  return /^https?:\/\//i.test(page);
}
