import { useId } from 'react';
import {
  POWER_UPGRADE_CONTENT as TEXT,
  UPGRADE_QUESTIONS,
  type QuizQuestion,
} from '../../../content/calculators/power-upgrade';
import {
  DEFAULT_UPGRADE_ANSWERS,
  MAX_TOTAL,
  QUESTION_COUNT,
  sanitizeUpgradeAnswers,
  upgradeOutcome,
  withAnswer,
  type AnswerScore,
  type UpgradeAnswers,
} from '../../../domain/calculators/power-upgrade';
import { decodePowerUpgradeQuery } from '../../../domain/estimates/power-upgrade-link';
import { LiveSummary } from '../live-summary';
import { usePersistedInputs, type PersistedInputs } from '../use-persisted-inputs';
import './upgrade-quiz.css';

const defaults = (): UpgradeAnswers => [...DEFAULT_UPGRADE_ANSWERS];

/** The quiz's answers, kept on the device; a share link's answers win over the stored ones. */
export function useUpgradeAnswers(): PersistedInputs<UpgradeAnswers> {
  return usePersistedInputs('power-upgrade', defaults, sanitizeUpgradeAnswers, {
    fromLink: decodePowerUpgradeQuery,
  });
}

/**
 * The six-question quiz with a live total and verdict. Answers change freely and are kept on the
 * device; 'Сбросить ответы' clears them.
 */
export function UpgradeQuiz({ quiz }: { quiz: PersistedInputs<UpgradeAnswers> }) {
  const { inputs, setInputs, reset } = quiz;
  const { answers, total, verdict, answered } = upgradeOutcome(inputs);

  return (
    <div className="upgrade-quiz">
      <form className="upgrade-quiz__questions" onSubmit={(event) => event.preventDefault()}>
        <LiveSummary>
          <span>
            {total} из {MAX_TOTAL}
          </span>
          <span>{verdict.title}</span>
        </LiveSummary>
        {UPGRADE_QUESTIONS.map((question, index) => (
          <QuestionGroup
            key={question.key}
            index={index}
            question={question}
            value={answers[index] ?? null}
            onChange={(score) => setInputs((previous) => withAnswer(previous, index, score))}
          />
        ))}
      </form>
      <aside className="upgrade-quiz__result" aria-labelledby="upgrade-verdict-title">
        <div className="upgrade-quiz__score">
          <p className="upgrade-quiz__caption">{TEXT.totalCaption}</p>
          <p className="upgrade-quiz__total">
            <span data-testid="upgrade-total">{total}</span>
            <span className="upgrade-quiz__max"> из {MAX_TOTAL}</span>
          </p>
          <p className="upgrade-quiz__answered">
            {TEXT.answeredCaption}: {answered} из {QUESTION_COUNT}
          </p>
        </div>
        <div
          className={`upgrade-quiz__verdict upgrade-quiz__verdict--${verdict.key}`}
          aria-live="polite"
        >
          <h3 className="upgrade-quiz__verdict-title" id="upgrade-verdict-title">
            {verdict.title}
          </h3>
          <p className="upgrade-quiz__verdict-text">{verdict.text}</p>
        </div>
        <button
          type="button"
          className="button button--ghost upgrade-quiz__reset"
          onClick={reset}
          disabled={answered === 0}
        >
          {TEXT.resetLabel}
        </button>
      </aside>
    </div>
  );
}

function QuestionGroup({
  index,
  question,
  value,
  onChange,
}: {
  index: number;
  question: QuizQuestion;
  value: AnswerScore | null;
  onChange: (score: AnswerScore) => void;
}) {
  const name = useId();
  return (
    <fieldset className="upgrade-quiz__question card">
      <legend className="upgrade-quiz__legend">
        <span className="upgrade-quiz__number" aria-hidden="true">
          {index + 1}
        </span>
        {question.text}
      </legend>
      <div className="upgrade-quiz__answers">
        {question.answers.map((answer) => (
          <label
            key={answer.score}
            className={
              value === answer.score
                ? 'upgrade-quiz__answer upgrade-quiz__answer--checked'
                : 'upgrade-quiz__answer'
            }
          >
            <input
              type="radio"
              name={name}
              value={answer.score}
              checked={value === answer.score}
              onChange={() => onChange(answer.score)}
            />
            <span>{answer.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
