import { calculateIndoor } from '../calculators/indoor-calculation';
import { sanitizeIndoorInputs } from '../calculators/indoor-inputs';
import { indoorChoices, indoorModuleLines } from '../calculators/indoor-lines';
import {
  calculatePowerConnection,
  sanitizePowerConnectionInputs,
} from '../calculators/power-connection';
import { MAX_TOTAL, QUESTION_COUNT, upgradeOutcome } from '../calculators/power-upgrade';
import { UNITS as CALCULATOR_UNITS } from '../calculators/units';
import type { EstimateKind } from './estimate-kinds';

/**
 * The figures of an estimate as they travel with a request (issue 17): result lines (what the
 * calculator shows, one labelled value each) and totals (the headline numbers). Keys identify a
 * line across app versions; labels are for people and are not compared. Pure.
 */
export interface EstimateLine {
  key: string;
  label: string;
  value: string | number;
  /** 'кВт', 'м²', 'шт.'…; absent when the value says it all. */
  unit?: string;
}

export interface EstimateTotal {
  key: string;
  label: string;
  value: number;
  unit: string;
}

export interface EstimateFigures {
  lines: EstimateLine[];
  totals: EstimateTotal[];
}

/** The labels of the figures (the calculators' captions). */
export const FIGURE_LABELS = {
  category: 'Категория',
  days: 'Срок',
  weeks: 'Срок в неделях',
  step: (n: number) => `Следующий шаг ${n}`,
  question: (n: number) => `Вопрос ${n}, баллы`,
  verdict: 'Вывод',
  score: 'Сумма баллов',
  answered: 'Отвечено',
  scenario: 'Тип объекта',
  level: 'Уровень исполнения',
  lighting: 'Освещение',
  sockets: 'Розетки',
  lights: 'Светильники',
  three: 'Трёхфазные розетки',
  cost: 'Стоимость',
} as const;

const UNITS = {
  ...CALCULATOR_UNITS,
  points: `из ${MAX_TOTAL}`,
  questions: `из ${QUESTION_COUNT}`,
} as const;

function powerConnectionFigures(raw: unknown): EstimateFigures {
  const result = calculatePowerConnection(sanitizePowerConnectionInputs(raw));
  return {
    lines: [
      { key: 'category', label: FIGURE_LABELS.category, value: result.category.label },
      ...result.nextSteps.map((step, index) => ({
        key: `step${index + 1}`,
        label: FIGURE_LABELS.step(index + 1),
        value: step,
      })),
    ],
    totals: [
      { key: 'days', label: FIGURE_LABELS.days, value: result.days, unit: UNITS.days },
      { key: 'weeks', label: FIGURE_LABELS.weeks, value: result.weeks, unit: UNITS.weeks },
    ],
  };
}

function powerUpgradeFigures(raw: unknown): EstimateFigures {
  const { answers, total, answered, verdict } = upgradeOutcome(raw);
  return {
    lines: [
      ...answers.map((score, index) => ({
        key: `q${index + 1}`,
        label: FIGURE_LABELS.question(index + 1),
        value: score ?? '—',
      })),
      { key: 'verdict', label: FIGURE_LABELS.verdict, value: verdict.title },
    ],
    totals: [
      { key: 'score', label: FIGURE_LABELS.score, value: total, unit: UNITS.points },
      {
        key: 'answered',
        label: FIGURE_LABELS.answered,
        value: answered,
        unit: UNITS.questions,
      },
    ],
  };
}

function indoorFigures(raw: unknown): EstimateFigures {
  const inputs = sanitizeIndoorInputs(raw);
  const result = calculateIndoor(inputs);
  const choices = indoorChoices(inputs);
  const modules = indoorModuleLines(inputs).map(({ unit, ...line }): EstimateLine =>
    unit === undefined ? line : { ...line, unit },
  );
  return {
    lines: [
      { key: 'scenario', label: FIGURE_LABELS.scenario, value: choices.scenario },
      { key: 'level', label: FIGURE_LABELS.level, value: choices.level },
      { key: 'lighting', label: FIGURE_LABELS.lighting, value: choices.lighting },
      ...modules,
      { key: 'sockets', label: FIGURE_LABELS.sockets, value: result.sockets, unit: UNITS.pieces },
      { key: 'lights', label: FIGURE_LABELS.lights, value: result.lights, unit: UNITS.pieces },
      { key: 'three', label: FIGURE_LABELS.three, value: result.three, unit: UNITS.pieces },
    ],
    totals: [
      { key: 'cost', label: FIGURE_LABELS.cost, value: result.cost, unit: UNITS.roubles },
      { key: 'days', label: FIGURE_LABELS.days, value: result.days, unit: UNITS.days },
    ],
  };
}

const FIGURES: Readonly<Record<EstimateKind, (inputs: unknown) => EstimateFigures>> = {
  'power-connection': powerConnectionFigures,
  'power-upgrade': powerUpgradeFigures,
  indoor: indoorFigures,
};

/** The lines and totals of a calculator's estimate for these inputs (sanitised first). */
export function estimateFigures(kind: EstimateKind, inputs: unknown): EstimateFigures {
  return FIGURES[kind](inputs);
}
