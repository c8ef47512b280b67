import { formatRoubles, type NumberFormatter } from './currency';
import {
  QUANTITY_MODULES,
  SERVER_ROOM_MODULE,
  isQuantityModuleKey,
  levelOption,
  lightingOption,
  scenarioByKey,
  serverRoomOption,
} from './indoor-catalog';
import { calculateIndoor } from './indoor-calculation';
import { sanitizeIndoorInputs } from './indoor-inputs';
import { DAY_FORMS, pluralRu } from './plural';

/**
 * The plain-text summary that 'Copy summary' puts on the clipboard: the scenario, level and
 * lighting, the scenario's modules with their values, the totals and the recommendations.
 * The inputs go through `sanitizeIndoorInputs` first.
 */
export function indoorSummary(rawInputs: unknown, formatter?: NumberFormatter): string {
  const inputs = sanitizeIndoorInputs(rawInputs);
  const result = calculateIndoor(inputs);
  const scenario = scenarioByKey(inputs.scenario);
  const level = levelOption(inputs.level);
  const lighting = lightingOption(inputs.lighting);

  const moduleLines = scenario.modules.map((key) => {
    if (!isQuantityModuleKey(key)) {
      const option = serverRoomOption(inputs.options.serverRoom ?? 'none');
      return `${SERVER_ROOM_MODULE.label}: ${option.label}`;
    }
    const module = QUANTITY_MODULES[key];
    const qty = inputs.quantities[key] ?? 0;
    return `${module.label}: ${qty}${module.type === 'area' ? ' м²' : ' шт.'}`;
  });

  return [
    'Внутренний электромонтаж — предварительный расчёт',
    `Тип объекта: ${scenario.label}`,
    `Уровень исполнения: ${level.label}`,
    `Освещение: ${lighting.label}`,
    '',
    ...moduleLines,
    '',
    `Розетки: ${result.sockets}`,
    `Светильники: ${result.lights}`,
    `Трёхфазные розетки: ${result.three}`,
    `Стоимость: ≈ ${formatRoubles(result.cost, formatter)}`,
    `Срок: ${result.days} ${pluralRu(result.days, DAY_FORMS)}`,
    '',
    'Рекомендации:',
    ...result.recommendations.map((item) => `— ${item.text}`),
    '',
    'Оценка предварительная: точную смету составим по плану объекта.',
  ].join('\n');
}
