import { clamp, toFiniteNumber } from './numbers';

/** Power upgrade quiz (accounts §2.6, §3.5, §4.4, §9 "Power upgrade"). */

export const QUESTION_COUNT = 6;
export type AnswerScore = 0 | 1 | 2;
/** One answer per question; null while the question is not answered yet (counts as 0). */
export type UpgradeAnswers = readonly (AnswerScore | null)[];
export const MAX_TOTAL = QUESTION_COUNT * 2;

export const DEFAULT_UPGRADE_ANSWERS: UpgradeAnswers = Array.from(
  { length: QUESTION_COUNT },
  () => null,
);

export type VerdictKey = 'keep' | 'audit' | 'modernise';
export interface UpgradeVerdict {
  key: VerdictKey;
  title: string;
  text: string;
}

export const VERDICTS: Readonly<Record<VerdictKey, UpgradeVerdict>> = {
  keep: {
    key: 'keep',
    title: 'Пока можно не трогать',
    text: 'Критичных симптомов нет: сеть справляется с текущей нагрузкой. Предлагаем экспресс-аудит — за один выезд проверим щиты, нагрев контактов и запас по мощности.',
  },
  audit: {
    key: 'audit',
    title: 'Нужен аудит',
    text: 'Рекомендуем обследование сети и расчёт нагрузок: часть узлов работает на пределе. Скорее всего, понадобится частичная модернизация — замена отдельных линий и автоматов.',
  },
  modernise: {
    key: 'modernise',
    title: 'Модернизация необходима',
    text: 'Нагрузка растёт или защита не селективна. Нужны расчёты нагрузок и токов КЗ, замена линий и муфт, перенастройка защиты и, скорее всего, заявка на увеличение мощности.',
  },
};

/**
 * One answer. Rule: 0, 1 or 2 (also as a numeric string) is kept; anything else (null, 3, -1,
 * 1.5, NaN, 'abc') -> null, i.e. not answered.
 */
export function sanitizeAnswer(value: unknown): AnswerScore | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  const score = toFiniteNumber(value, Number.NaN);
  return score === 0 || score === 1 || score === 2 ? score : null;
}

/**
 * All six answers. Rules: a non-array -> six unanswered; each entry through `sanitizeAnswer`;
 * missing entries -> unanswered, extra entries are dropped.
 */
export function sanitizeUpgradeAnswers(value: unknown): (AnswerScore | null)[] {
  const list: readonly unknown[] = Array.isArray(value) ? value : [];
  return Array.from({ length: QUESTION_COUNT }, (_, index) => sanitizeAnswer(list[index]));
}

/** Sum of the answers, 0–12; unanswered and invalid entries count as 0. */
export function upgradeTotal(answers: unknown): number {
  return sanitizeUpgradeAnswers(answers).reduce<number>((sum, score) => sum + (score ?? 0), 0);
}

/**
 * Verdict by total: 3 or less 'Пока можно не трогать', 4 to 6 'Нужен аудит', 7 or more
 * 'Модернизация необходима'. Rules: a non-finite total -> 0; the total is clamped to 0–12 and
 * rounded to the nearest integer (halves up) before the thresholds.
 */
export function upgradeVerdict(total: number): UpgradeVerdict {
  const score = Math.round(clamp(toFiniteNumber(total, 0), 0, MAX_TOTAL));
  if (score <= 3) return VERDICTS.keep;
  if (score <= 6) return VERDICTS.audit;
  return VERDICTS.modernise;
}

/** Number of answered questions (0–6). */
export function answeredCount(answers: unknown): number {
  return sanitizeUpgradeAnswers(answers).filter((score) => score !== null).length;
}

/** What the answers come to: the quiz's result panel, its printout, its summary and its figures. */
export interface UpgradeOutcome {
  /** The six answers, sanitised. */
  answers: (AnswerScore | null)[];
  total: number;
  answered: number;
  verdict: UpgradeVerdict;
}

export function upgradeOutcome(raw: unknown): UpgradeOutcome {
  const answers = sanitizeUpgradeAnswers(raw);
  const total = upgradeTotal(answers);
  return { answers, total, answered: answeredCount(answers), verdict: upgradeVerdict(total) };
}

/** Returns a copy with question `index` answered by `score` (an invalid index changes nothing). */
export function withAnswer(
  answers: UpgradeAnswers,
  index: number,
  score: AnswerScore,
): (AnswerScore | null)[] {
  const next = sanitizeUpgradeAnswers(answers);
  if (Number.isInteger(index) && index >= 0 && index < QUESTION_COUNT) {
    next[index] = sanitizeAnswer(score);
  }
  return next;
}
