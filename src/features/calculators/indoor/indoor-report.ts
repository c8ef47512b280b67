import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { formatRoubles } from '../../../domain/calculators/currency';
import { calculateIndoor } from '../../../domain/calculators/indoor-calculation';
import {
  QUANTITY_MODULES,
  SERVER_ROOM_MODULE,
  isQuantityModuleKey,
  levelOption,
  lightingOption,
  scenarioByKey,
  serverRoomOption,
} from '../../../domain/calculators/indoor-catalog';
import { sanitizeIndoorInputs } from '../../../domain/calculators/indoor-inputs';
import { DAY_FORMS, pluralRu } from '../../../domain/calculators/plural';
import type { EstimateReport } from '../estimate/estimate-report';

/** The printout of the configurator: object, level, lighting, modules; points, cost, term. */
export function indoorReport(raw: unknown): EstimateReport {
  const inputs = sanitizeIndoorInputs(raw);
  const result = calculateIndoor(inputs);
  const modules = scenarioByKey(inputs.scenario).modules.map((key) => {
    if (!isQuantityModuleKey(key)) {
      return {
        label: SERVER_ROOM_MODULE.label,
        value: serverRoomOption(inputs.options.serverRoom ?? 'none').label,
      };
    }
    const module = QUANTITY_MODULES[key];
    const quantity = inputs.quantities[key] ?? 0;
    return { label: module.label, value: `${quantity} ${module.type === 'area' ? 'м²' : 'шт.'}` };
  });
  return {
    inputs: [
      { label: TEXT.scenarioLabel, value: scenarioByKey(inputs.scenario).label },
      { label: TEXT.levelLegend, value: levelOption(inputs.level).label },
      { label: TEXT.lightingLegend, value: lightingOption(inputs.lighting).label },
      ...modules,
    ],
    results: [
      { label: TEXT.socketsCaption, value: String(result.sockets) },
      { label: TEXT.lightsCaption, value: String(result.lights) },
      { label: TEXT.threeCaption, value: String(result.three) },
      { label: TEXT.costCaption, value: `≈ ${formatRoubles(result.cost)}` },
      { label: TEXT.daysCaption, value: `${result.days} ${pluralRu(result.days, DAY_FORMS)}` },
    ],
    lines: {
      title: TEXT.recommendationsTitle,
      items: result.recommendations.map((item) => item.text),
    },
  };
}
