import { estimateFigures, type EstimateFigures } from './estimate-figures';
import type { SentEstimate } from './sent-estimate';

/**
 * The server's check of a sent estimate: recomputed from the sent inputs with the same code, then
 * compared line by line and total by total (by key: value and unit; labels are for people). A
 * mismatch (an older app with other prices, a hand-made request) is kept with the request and
 * flagged, with the server's figures beside the sent ones. Pure.
 */
export type EstimateCheck =
  | { matches: true }
  | {
      matches: false;
      /** Keys of the lines and totals that differ, are missing or are extra. */
      differences: string[];
      /** The server's recomputation. */
      recomputed: EstimateFigures;
    };

/** What is stored with the request: the estimate as sent, and the server's check. */
export type StoredEstimate = SentEstimate & { check: EstimateCheck };

/** The flag the inbox shows on an estimate whose figures differ from the server's. */
export const ESTIMATE_MISMATCH_TEXT = 'Расчёт не совпал с пересчётом на сервере';

type Figure = { key: string; value: string | number; unit?: string };

function differingKeys(sent: readonly Figure[], server: readonly Figure[]): string[] {
  const sentByKey = new Map(sent.map((item) => [item.key, item]));
  const serverByKey = new Map(server.map((item) => [item.key, item]));
  const keys = [...new Set([...serverByKey.keys(), ...sentByKey.keys()])];
  const repeated = sentByKey.size !== sent.length;
  return keys.filter((key) => {
    const a = sentByKey.get(key);
    const b = serverByKey.get(key);
    const twice = repeated && sent.filter((item) => item.key === key).length > 1;
    return twice || !a || !b || a.value !== b.value || (a.unit ?? '') !== (b.unit ?? '');
  });
}

export function checkSentEstimate(sent: SentEstimate): EstimateCheck {
  const recomputed = estimateFigures(sent.calculator, sent.inputs);
  const differences = [
    ...differingKeys(sent.lines, recomputed.lines),
    ...differingKeys(sent.totals, recomputed.totals).map((key) => `totals.${key}`),
  ];
  return differences.length === 0 ? { matches: true } : { matches: false, differences, recomputed };
}

/** The estimate with its check, as the request stores it. */
export function storedEstimate(sent: SentEstimate): StoredEstimate {
  return { ...sent, check: checkSentEstimate(sent) };
}
