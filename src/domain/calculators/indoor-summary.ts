import { formatRoubles, type NumberFormatter } from './currency';
import { calculateIndoor } from './indoor-calculation';
import { sanitizeIndoorInputs } from './indoor-inputs';
import { indoorChoices, indoorModuleLines, moduleValueText } from './indoor-lines';
import { DAY_FORMS, pluralRu } from './plural';

/**
 * The plain-text summary that 'Copy summary' puts on the clipboard: the scenario, level and
 * lighting, the scenario's modules with their values, the totals and the recommendations.
 * The inputs go through `sanitizeIndoorInputs` first.
 */
export function indoorSummary(rawInputs: unknown, formatter?: NumberFormatter): string {
  const inputs = sanitizeIndoorInputs(rawInputs);
  const result = calculateIndoor(inputs);
  const choices = indoorChoices(inputs);
  const moduleLines = indoorModuleLines(inputs).map(
    (line) => `${line.label}: ${moduleValueText(line)}`,
  );

  return [
    'Внутренний электромонтаж — предварительный расчёт',
    `Тип объекта: ${choices.scenario}`,
    `Уровень исполнения: ${choices.level}`,
    `Освещение: ${choices.lighting}`,
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
