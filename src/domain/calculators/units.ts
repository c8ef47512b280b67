/**
 * The units the calculators write after a number: on screen, in the printout, in the copied
 * summary and in the figures a request carries. One place for each.
 */
export const UNITS = {
  area: 'м²',
  pieces: 'шт.',
  kilowatts: 'кВт',
  metres: 'м',
  days: 'дн.',
  weeks: 'нед.',
  roubles: '₽',
} as const;
