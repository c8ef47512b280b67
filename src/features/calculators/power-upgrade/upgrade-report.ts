import {
  POWER_UPGRADE_CONTENT as TEXT,
  UPGRADE_QUESTIONS,
} from '../../../content/calculators/power-upgrade';
import {
  MAX_TOTAL,
  QUESTION_COUNT,
  upgradeOutcome,
} from '../../../domain/calculators/power-upgrade';
import type { EstimateReport } from '../estimate/estimate-report';

/** The printout of the quiz: each question with its answer; the total and the verdict. */
export function upgradeReport(raw: unknown): EstimateReport {
  const { answers, total, answered, verdict } = upgradeOutcome(raw);
  return {
    inputs: UPGRADE_QUESTIONS.map((question, index) => ({
      label: `${index + 1}. ${question.text}`,
      value: question.answers.find((answer) => answer.score === answers[index])?.label ?? '—',
    })),
    results: [
      { label: TEXT.totalCaption, value: `${total} из ${MAX_TOTAL}` },
      { label: TEXT.answeredCaption, value: `${answered} из ${QUESTION_COUNT}` },
      { label: 'Вывод', value: verdict.title },
    ],
    lines: { title: verdict.title, items: [verdict.text] },
  };
}
