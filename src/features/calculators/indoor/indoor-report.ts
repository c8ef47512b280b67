import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { calculateIndoor } from '../../../domain/calculators/indoor-calculation';
import { sanitizeIndoorInputs } from '../../../domain/calculators/indoor-inputs';
import {
  indoorChoices,
  indoorModuleLines,
  moduleValueText,
} from '../../../domain/calculators/indoor-lines';
import type { EstimateReport } from '../estimate/estimate-report';
import { indoorResultRows } from './indoor-result-rows';

/** The printout of the configurator: object, level, lighting, modules; points, cost, term. */
export function indoorReport(raw: unknown): EstimateReport {
  const inputs = sanitizeIndoorInputs(raw);
  const result = calculateIndoor(inputs);
  const choices = indoorChoices(inputs);
  const modules = indoorModuleLines(inputs).map((line) => ({
    label: line.label,
    value: moduleValueText(line),
  }));
  return {
    inputs: [
      { label: TEXT.scenarioLabel, value: choices.scenario },
      { label: TEXT.levelLegend, value: choices.level },
      { label: TEXT.lightingLegend, value: choices.lighting },
      ...modules,
    ],
    results: indoorResultRows(result),
    lines: {
      title: TEXT.recommendationsTitle,
      items: result.recommendations.map((item) => item.text),
    },
  };
}
