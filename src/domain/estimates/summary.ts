import { formatRoubles, type NumberFormatter } from '../calculators/currency';
import { calculateIndoor } from '../calculators/indoor-calculation';
import { sanitizeIndoorInputs } from '../calculators/indoor-inputs';
import { indoorChoices } from '../calculators/indoor-lines';
import {
  DISTANCE_M,
  POWER_KW,
  calculatePowerConnection,
  sanitizePowerConnectionInputs,
} from '../calculators/power-connection';
import { MAX_TOTAL, QUESTION_COUNT, upgradeOutcome } from '../calculators/power-upgrade';
import { DAY_FORMS, pluralRu } from '../calculators/plural';

/** One-line summaries of an estimate (the saved list, the shared text). Inputs are sanitised. */

const PHASE_FORMS = ['фаза', 'фазы', 'фаз'] as const;

/** «Тверь, ул. Ленина, 1: 15 кВт, 100 м, 3 фазы — 45 дней» (no address: no prefix). */
export function powerConnectionSummary(raw: unknown): string {
  const inputs = sanitizePowerConnectionInputs(raw);
  const { days } = calculatePowerConnection(inputs);
  const figures = `${inputs.powerKw} ${POWER_KW.unit}, ${inputs.distanceM} ${DISTANCE_M.unit}, ${inputs.phases} ${pluralRu(
    inputs.phases,
    PHASE_FORMS,
  )} — ${days} ${pluralRu(days, DAY_FORMS)}`;
  const address = inputs.address.trim();
  return address === '' ? figures : `${address}: ${figures}`;
}

/** «7 из 12 — Модернизация необходима (ответов: 6 из 6)». */
export function powerUpgradeSummary(raw: unknown): string {
  const { total, verdict, answered } = upgradeOutcome(raw);
  return `${total} из ${MAX_TOTAL} — ${verdict.title} (ответов: ${answered} из ${QUESTION_COUNT})`;
}

/** «Офис, Стандарт — ≈ 1 234 000 ₽, 12 дней». */
export function indoorEstimateSummary(raw: unknown, formatter?: NumberFormatter): string {
  const inputs = sanitizeIndoorInputs(raw);
  const result = calculateIndoor(inputs);
  const choices = indoorChoices(inputs);
  return `${choices.scenario}, ${choices.level} — ≈ ${formatRoubles(
    result.cost,
    formatter,
  )}, ${result.days} ${pluralRu(result.days, DAY_FORMS)}`;
}
