import { describe, expect, it } from 'vitest';
import { LEGAL_KEYS, paths, type LegalKey } from '../../../src/config/paths';
import { site } from '../../../src/config/site';
import { getLegalDocument, LEGAL_TABS } from '../../../src/content/legal/legal-documents';
import type { LegalSiteValues } from '../../../src/content/legal/legal-model';

/** The document as plain text, with no-break spaces read as spaces. */
const textOf = (key: LegalKey, values: LegalSiteValues) =>
  JSON.stringify(getLegalDocument(key, values)).replace(/\u00a0/g, ' ');

const OTHER: LegalSiteValues = {
  email: 'legal@other.example',
  legalEntity: 'ООО «Тестовая компания»',
  legalCity: 'Мурманск',
  product: 'ТЕСТ',
};

describe('legal texts', () => {
  it.each(LEGAL_KEYS)('%s takes the e-mail and company details from the configuration', (key) => {
    const text = textOf(key, OTHER);
    expect(text).toContain(OTHER.legalEntity);
    // No literal of the default configuration is left in the text.
    for (const literal of [site.email, site.legalEntity, site.legalCity]) {
      expect(text).not.toContain(literal);
    }
  });

  it.each([
    ['cookies', [OTHER.email, OTHER.product]],
    ['terms', [OTHER.email, OTHER.product, `${OTHER.legalEntity}, г. ${OTHER.legalCity}`]],
    ['privacy', [OTHER.email, OTHER.product, `${OTHER.legalEntity}, г. ${OTHER.legalCity}`]],
  ] as const)('%s mentions %j', (key, values) => {
    const text = textOf(key, OTHER);
    for (const value of values) expect(text).toContain(value);
  });

  it.each(LEGAL_KEYS)('%s has unique section anchors', (key) => {
    const doc = getLegalDocument(key, site);
    const ids = doc.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders the tabs: cookie policy, legal provisions, privacy policy', () => {
    expect(LEGAL_TABS).toEqual([
      { label: 'Политика cookie', href: paths.legal('cookies') },
      { label: 'Правовые положения', href: paths.legal('terms') },
      { label: 'Политика конфиденциальности', href: paths.legal('privacy') },
    ]);
  });
});
