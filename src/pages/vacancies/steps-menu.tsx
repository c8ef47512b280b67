import { useRef, type MouseEvent } from 'react';
import { VACANCIES_TEXT, VACANCY_STEPS } from '../../content/vacancies/vacancies-texts';
import { isPlainClick, scrollToId } from '../../ui/navigation';
import { centreInStrip } from '../../ui/centre-in-strip';
import { useFrameEffect } from '../../ui/use-frame-effect';
import { useScrollSpy } from './use-scroll-spy';
import './steps-menu.css';

const STEP_IDS = VACANCY_STEPS.map((step) => step.id);

/**
 * The sticky 'Этапы' menu (accounts spec §2.2): one anchor per section of the form; the active
 * one follows the scroll position. A click scrolls smoothly below the header and puts the anchor
 * in the address without telling the router (which would scroll again).
 */
export function StepsMenu() {
  const [active, setActive] = useScrollSpy(STEP_IDS);
  const listRef = useRef<HTMLOListElement>(null);

  // Where the steps scroll sideways (phones), keep the active one in view, without moving the page.
  useFrameEffect(() => {
    const list = listRef.current;
    centreInStrip(list, list?.querySelector<HTMLElement>('[aria-current="step"]'));
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if (!scrollToId(id)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActive(id);
  };

  return (
    <nav className="steps-menu" aria-labelledby="steps-menu-title">
      <h2 id="steps-menu-title" className="steps-menu__title">
        {VACANCIES_TEXT.stepsTitle}
      </h2>
      <ol ref={listRef} className="steps-menu__list">
        {VACANCY_STEPS.map((step, index) => {
          const current = step.id === active;
          return (
            <li key={step.id} className="steps-menu__item">
              <a
                href={`#${step.id}`}
                className={
                  current ? 'steps-menu__link steps-menu__link--active' : 'steps-menu__link'
                }
                aria-current={current ? 'step' : undefined}
                onClick={(event) => onClick(event, step.id)}
              >
                <span className="steps-menu__number" aria-hidden="true">
                  {index + 1}
                </span>
                {step.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
