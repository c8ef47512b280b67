import type { ReactNode } from 'react';
import type { VacancyStepId } from '../../content/vacancies/vacancies-texts';
import { APPLICATION_TEXT } from '../../content/vacancies/vacancies-texts';

/** One section of the form; its id is the anchor the 'Этапы' menu points to. */
export function FormStep({
  id,
  number,
  children,
}: {
  id: VacancyStepId;
  number: number;
  children: ReactNode;
}) {
  return (
    <section id={id} className="application-step card card--raised" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="application-step__title">
        <span className="application-step__number" aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        {APPLICATION_TEXT.sections[id]}
      </h2>
      <div className="application-step__fields">{children}</div>
    </section>
  );
}
