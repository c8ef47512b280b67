import type { EstimateCodec } from './estimate-codec';
import {
  MAX_TOTAL,
  QUESTION_COUNT,
  sanitizeUpgradeAnswers,
  upgradeOutcome,
  type AnswerScore,
} from '../calculators/power-upgrade';
import { hasAnyKey, param, readQuery } from './query';

/**
 * The quiz's answers in a share link's query: `q`, six characters, one per question: 0, 1 or 2,
 * or '-' when it is not answered. Example: `q=2210--`.
 */
export const POWER_UPGRADE_QUERY_KEYS = ['q'] as const;

export function encodePowerUpgradeQuery(raw: unknown): string {
  const answers = sanitizeUpgradeAnswers(raw);
  return new URLSearchParams({
    q: answers.map((score) => (score === null ? '-' : String(score))).join(''),
  }).toString();
}

/**
 * The answers of a share link, or null when the query has no `q`. Each of the first six
 * characters that is not 0, 1 or 2 is unanswered; the rest is ignored.
 */
export function decodePowerUpgradeQuery(search: string): (AnswerScore | null)[] | null {
  const params = readQuery(search);
  if (!hasAnyKey(params, POWER_UPGRADE_QUERY_KEYS)) return null;
  const text = param(params, 'q') ?? '';
  const chars = Array.from(text.slice(0, QUESTION_COUNT));
  return sanitizeUpgradeAnswers(chars.map((char) => ('012'.includes(char) ? Number(char) : null)));
}

/** «7 из 12 — Модернизация необходима (ответов: 6 из 6)». */
export function powerUpgradeSummary(raw: unknown): string {
  const { total, verdict, answered } = upgradeOutcome(raw);
  return `${total} из ${MAX_TOTAL} — ${verdict.title} (ответов: ${answered} из ${QUESTION_COUNT})`;
}

export const POWER_UPGRADE_CODEC: EstimateCodec<'power-upgrade'> = {
  kind: 'power-upgrade',
  encode: encodePowerUpgradeQuery,
  decode: decodePowerUpgradeQuery,
  summary: powerUpgradeSummary,
};
