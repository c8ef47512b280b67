import { VACANCIES_TEXT } from '../../content/vacancies/vacancies-texts';
import './hint-panel.css';

/** The right-hand hint (accounts spec §2.2): review time and what happens to the data. */
export function HintPanel() {
  return (
    <aside className="hint-panel" aria-labelledby="hint-panel-title">
      <h2 id="hint-panel-title" className="hint-panel__title">
        {VACANCIES_TEXT.hintTitle}
      </h2>
      <ul className="hint-panel__list">
        {VACANCIES_TEXT.hint.map((text) => (
          <li key={text} className="hint-panel__item">
            {text}
          </li>
        ))}
      </ul>
      <p className="hint-panel__note">{VACANCIES_TEXT.hintRequired}</p>
    </aside>
  );
}
