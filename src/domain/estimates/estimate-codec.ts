/**
 * What every estimate kind shares and costs nothing to load: the kinds, their names and one
 * kind's codec shape. Each codec lives beside its calculator's query (`indoor-link.ts`…), so a
 * calculator page carries no other calculator's rules; `estimate-kinds.ts` puts the three
 * together for what shows estimates of every kind (the saved list, the server).
 */
import type { EstimateInputsMap } from './estimate-kinds';

/** The three calculators whose estimates travel (the same keys as the routes' CalculatorKey). */
export type EstimateKind = 'power-connection' | 'power-upgrade' | 'indoor';
export const ESTIMATE_KINDS: readonly EstimateKind[] = [
  'power-connection',
  'power-upgrade',
  'indoor',
];

/** The calculators' names as the saved list and the printout show them. */
export const ESTIMATE_NAMES: Readonly<Record<EstimateKind, string>> = {
  'power-connection': 'Подключение к электросетям',
  'power-upgrade': 'Увеличение мощности',
  indoor: 'Внутренний электромонтаж',
};

/** One calculator's estimate codec: its query (share link) both ways and its short summary. */
export interface EstimateCodec<K extends EstimateKind = EstimateKind> {
  kind: K;
  encode: (inputs: unknown) => string;
  decode: (search: string) => EstimateInputsMap[K] | null;
  summary: (inputs: unknown) => string;
}

export function isEstimateKind(value: unknown): value is EstimateKind {
  return typeof value === 'string' && (ESTIMATE_KINDS as readonly string[]).includes(value);
}

/** The calculator's address with the inputs in its query: `/services/electrical/indoor?type=…`. */
export function codecLink(codec: EstimateCodec, inputs: unknown): string {
  return `/services/electrical/${codec.kind}?${codec.encode(inputs)}`;
}
