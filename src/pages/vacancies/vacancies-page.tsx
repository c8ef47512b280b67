import { VACANCIES_TEXT } from '../../content/vacancies/vacancies-texts';
import { ApplicationForm } from '../../features/application-form/application-form';
import { HintPanel } from './hint-panel';
import { StepsMenu } from './steps-menu';
import './vacancies-page.css';

/**
 * /pro (accounts spec §2.2): the heading and intro, then the sticky 'Этапы' menu on the left, the
 * application form in the centre and the hint panel on the right.
 */
export function VacanciesPage() {
  return (
    <div className="vacancies-page">
      <header className="container vacancies-page__head">
        <h1 className="vacancies-page__title">{VACANCIES_TEXT.title}</h1>
        <p className="vacancies-page__intro">{VACANCIES_TEXT.intro}</p>
      </header>
      <div className="container vacancies-page__layout">
        {/* The hint comes first in the markup because narrower screens show it above the menu
            and the form (vacancies-page.css): a page whose HTML arrives in parts then never
            paints the form first and pushes it down when the hint arrives (CLS). */}
        <div className="vacancies-page__hint">
          <HintPanel />
        </div>
        <div className="vacancies-page__menu">
          <StepsMenu />
        </div>
        <div className="vacancies-page__form">
          <ApplicationForm />
        </div>
      </div>
    </div>
  );
}
