/**
 * Expected income depends on the pay type (accounts spec §4.1): four bands per shift, five monthly
 * choices, and for hourly or piecework pay only the visitor's own level, preselected. Numbers keep
 * their parts together with no-break spaces.
 */
import { PAY_HOURLY, PAY_MONTHLY, PAY_PIECEWORK, PAY_SHIFT } from './options';

const NBSP = '\u00a0';

/** The choice that shows the free-text amount field. */
export const OWN_LEVEL = 'Укажу свой уровень';

export const SHIFT_BANDS: readonly string[] = [
  `3–4${NBSP}тыс.${NBSP}₽`,
  `4–6${NBSP}тыс.${NBSP}₽`,
  `6–8${NBSP}тыс.${NBSP}₽`,
  `8+${NBSP}тыс.${NBSP}₽`,
];

export const MONTHLY_BANDS: readonly string[] = [
  `до 60${NBSP}000${NBSP}₽`,
  `60–90${NBSP}000${NBSP}₽`,
  `90–130${NBSP}000${NBSP}₽`,
  `130${NBSP}000+${NBSP}₽`,
  OWN_LEVEL,
];

const BANDS: Readonly<Record<string, readonly string[]>> = {
  [PAY_SHIFT]: SHIFT_BANDS,
  [PAY_MONTHLY]: MONTHLY_BANDS,
  [PAY_HOURLY]: [OWN_LEVEL],
  [PAY_PIECEWORK]: [OWN_LEVEL],
};

/** The income choices offered for a pay type; none until a pay type is chosen. */
export function incomeBandsFor(payType: string): readonly string[] {
  return BANDS[payType] ?? [];
}

/** The income preselected when the pay type is chosen: own level when it is the only choice. */
export function defaultIncomeFor(payType: string): string {
  const bands = incomeBandsFor(payType);
  return bands.length === 1 && bands[0] === OWN_LEVEL ? OWN_LEVEL : '';
}

/** Whether the chosen income asks for an amount in the free-text field. */
export function isOwnLevel(income: string): boolean {
  return income === OWN_LEVEL;
}
