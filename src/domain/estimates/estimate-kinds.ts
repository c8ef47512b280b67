import type { IndoorInputs } from '../calculators/indoor-inputs';
import type { PowerConnectionInputs } from '../calculators/power-connection';
import type { AnswerScore } from '../calculators/power-upgrade';
import { codecLink, type EstimateCodec, type EstimateKind } from './estimate-codec';
import { INDOOR_CODEC } from './indoor-link';
import { POWER_CONNECTION_CODEC } from './power-connection-link';
import { POWER_UPGRADE_CODEC } from './power-upgrade-link';

export {
  ESTIMATE_KINDS,
  ESTIMATE_NAMES,
  codecLink,
  isEstimateKind,
  type EstimateCodec,
  type EstimateKind,
} from './estimate-codec';

export interface EstimateInputsMap {
  'power-connection': PowerConnectionInputs;
  'power-upgrade': (AnswerScore | null)[];
  indoor: IndoorInputs;
}

/** Every calculator's codec: for what shows or checks estimates of any kind. */
export const ESTIMATE_CODECS: { readonly [K in EstimateKind]: EstimateCodec<K> } = {
  'power-connection': POWER_CONNECTION_CODEC,
  'power-upgrade': POWER_UPGRADE_CODEC,
  indoor: INDOOR_CODEC,
};

/** The calculator's address with the inputs in its query: `/services/electrical/indoor?type=…`. */
export function estimateLink(kind: EstimateKind, inputs: unknown): string {
  return codecLink(ESTIMATE_CODECS[kind], inputs);
}

/** The short summary of a share link's estimate (the link's query decoded and sanitised). */
export function summaryOfLink(kind: EstimateKind, link: string): string {
  const at = link.indexOf('?');
  const codec = ESTIMATE_CODECS[kind];
  return codec.summary(codec.decode(at >= 0 ? link.slice(at) : ''));
}
