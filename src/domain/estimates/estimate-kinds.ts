import type { IndoorInputs } from '../calculators/indoor-inputs';
import type { PowerConnectionInputs } from '../calculators/power-connection';
import type { AnswerScore } from '../calculators/power-upgrade';
import { decodeIndoorQuery, encodeIndoorQuery } from './indoor-link';
import { decodePowerConnectionQuery, encodePowerConnectionQuery } from './power-connection-link';
import { decodePowerUpgradeQuery, encodePowerUpgradeQuery } from './power-upgrade-link';
import { indoorEstimateSummary, powerConnectionSummary, powerUpgradeSummary } from './summary';

/** The three calculators whose estimates travel (the same keys as the routes' CalculatorKey). */
export type EstimateKind = 'power-connection' | 'power-upgrade' | 'indoor';
export const ESTIMATE_KINDS: readonly EstimateKind[] = [
  'power-connection',
  'power-upgrade',
  'indoor',
];

export interface EstimateInputsMap {
  'power-connection': PowerConnectionInputs;
  'power-upgrade': (AnswerScore | null)[];
  indoor: IndoorInputs;
}

/** The calculators' names as the saved list and the printout show them. */
export const ESTIMATE_NAMES: Readonly<Record<EstimateKind, string>> = {
  'power-connection': 'Подключение к электросетям',
  'power-upgrade': 'Увеличение мощности',
  indoor: 'Внутренний электромонтаж',
};

interface Codec<T> {
  encode: (inputs: unknown) => string;
  decode: (search: string) => T | null;
  summary: (inputs: unknown) => string;
}

export const ESTIMATE_CODECS: { readonly [K in EstimateKind]: Codec<EstimateInputsMap[K]> } = {
  'power-connection': {
    encode: encodePowerConnectionQuery,
    decode: decodePowerConnectionQuery,
    summary: powerConnectionSummary,
  },
  'power-upgrade': {
    encode: encodePowerUpgradeQuery,
    decode: decodePowerUpgradeQuery,
    summary: powerUpgradeSummary,
  },
  indoor: { encode: encodeIndoorQuery, decode: decodeIndoorQuery, summary: indoorEstimateSummary },
};

export function isEstimateKind(value: unknown): value is EstimateKind {
  return typeof value === 'string' && (ESTIMATE_KINDS as readonly string[]).includes(value);
}

/** The calculator's address with the inputs in its query: `/services/electrical/indoor?type=…`. */
export function estimateLink(kind: EstimateKind, inputs: unknown): string {
  return `/services/electrical/${kind}?${ESTIMATE_CODECS[kind].encode(inputs)}`;
}

/** The short summary of a share link's estimate (the link's query decoded and sanitised). */
export function summaryOfLink(kind: EstimateKind, link: string): string {
  const at = link.indexOf('?');
  const codec = ESTIMATE_CODECS[kind];
  return codec.summary(codec.decode(at >= 0 ? link.slice(at) : ''));
}
