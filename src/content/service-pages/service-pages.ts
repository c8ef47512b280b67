import type { ServicePageKey } from '../../config/paths';
import { CONSTRUCTION_PAGE } from './construction';
import { DESIGN_PAGE } from './design';
import { ELECTRICAL_PAGE } from './electrical';
import { LOWCURRENT_PAGE } from './lowcurrent';
import type { ServicePageContent } from './types';
import { VENTILATION_PAGE } from './ventilation';

/** The five service section pages (public-site §2.13), by route key. */
export const SERVICE_PAGES: Readonly<Record<ServicePageKey, ServicePageContent>> = {
  electrical: ELECTRICAL_PAGE,
  lowcurrent: LOWCURRENT_PAGE,
  ventilation: VENTILATION_PAGE,
  design: DESIGN_PAGE,
  construction: CONSTRUCTION_PAGE,
};
