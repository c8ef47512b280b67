import { LEGAL_KEYS, paths, type LegalKey } from '../../config/paths';
import { cookiesPolicy } from './cookies';
import { privacyPolicy } from './privacy';
import { termsOfUse } from './terms';
import { LEGAL_TAB_LABELS, type LegalDocument, type LegalSiteValues } from './legal-model';

const BUILDERS: Record<LegalKey, (values: LegalSiteValues) => LegalDocument> = {
  cookies: cookiesPolicy,
  terms: termsOfUse,
  privacy: privacyPolicy,
};

/** The three tabs in order: cookie policy, legal provisions, privacy policy. */
export const LEGAL_TABS: readonly { label: string; href: string }[] = LEGAL_KEYS.map((key) => ({
  label: LEGAL_TAB_LABELS[key],
  href: paths.legal(key),
}));

export function getLegalDocument(key: LegalKey, values: LegalSiteValues): LegalDocument {
  return BUILDERS[key](values);
}
