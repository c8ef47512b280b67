import { POWER_CONNECTION_CONTENT as TEXT } from '../../../content/calculators/power-connection';
import { DAY_FORMS, WEEK_FORMS, pluralRu } from '../../../domain/calculators/plural';
import {
  DISTANCE_M,
  POWER_KW,
  calculatePowerConnection,
  sanitizePowerConnectionInputs,
} from '../../../domain/calculators/power-connection';
import type { EstimateReport } from '../estimate/estimate-report';

/** The printout of a connection estimate: address, power, distance, phases; category and term. */
export function connectionReport(raw: unknown): EstimateReport {
  const inputs = sanitizePowerConnectionInputs(raw);
  const result = calculatePowerConnection(inputs);
  return {
    inputs: [
      { label: TEXT.addressLabel, value: inputs.address.trim() || '—' },
      { label: TEXT.powerLabel, value: `${inputs.powerKw} ${POWER_KW.unit}` },
      { label: TEXT.distanceLabel, value: `${inputs.distanceM} ${DISTANCE_M.unit}` },
      {
        label: TEXT.phaseLegend,
        value: inputs.phases === 1 ? 'Однофазное, 230 В' : 'Трёхфазное, 400 В',
      },
    ],
    results: [
      { label: TEXT.categoryCaption, value: result.category.label },
      {
        label: TEXT.termCaption,
        value: `${result.days} ${pluralRu(result.days, DAY_FORMS)} ≈ ${result.weeks} ${pluralRu(
          result.weeks,
          WEEK_FORMS,
        )}`,
      },
    ],
    lines: { title: TEXT.nextStepsTitle, items: result.nextSteps },
  };
}
