import { COUNTDOWN_MS, IDLE_LIMIT_MS } from '../../domain/kiosk/idle-timer';
import { LONG_PRESS_MS } from '../../domain/kiosk/logo-hold';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '../../domain/kiosk/pin';
import { openKioskExit, useKioskMode } from '../../features/kiosk/kiosk-store';
import { KIOSK_TEXTS } from '../../features/kiosk/kiosk-texts';
import { KioskEnableForm } from './kiosk-enable-form';
import './kiosk-page.css';

const IDLE_MINUTES = IDLE_LIMIT_MS / 60_000;
const COUNTDOWN_SECONDS = COUNTDOWN_MS / 1000;
// A decimal comma, written without Intl: its first use loads ICU's locale data (tens of ms).
const HOLD_SECONDS = String(LONG_PRESS_MS / 1000).replace('.', ',');

/**
 * /kiosk: what the kiosk mode of a stand tablet does, how to set the tablet up, and the form that
 * turns the mode on with a PIN (remembered on this device only).
 */
export function KioskPage() {
  const on = useKioskMode();
  return (
    <section className="kiosk-page container" aria-labelledby="kiosk-title">
      <h1 id="kiosk-title" className="kiosk-page__title">
        Режим киоска
      </h1>
      <p className="kiosk-page__intro">
        Для планшета на выставочном стенде или в офисе продаж: посетители смотрят услуги, считают в
        калькуляторах и оставляют заявки, а следующий посетитель не видит ничего из введённого
        предыдущим.
      </p>
      <div className="kiosk-page__columns">
        <div>
          <h2 className="kiosk-page__heading">Что меняется</h2>
          <ul className="kiosk-page__list">
            <li>Сайт открывается на весь экран при первом касании, экран не гаснет.</li>
            <li>
              Нет личного кабинета и входа, ссылки на почту, телефон и другие сайты не открываются,
              нет контекстного меню, выделения текста и обновления жестом.
            </li>
            <li>
              Через {IDLE_MINUTES} минуты без касаний появляется вопрос «Начать заново?» с отсчётом{' '}
              {COUNTDOWN_SECONDS} секунд. Если никто не нажал «Продолжить», сайт возвращается на
              главную, а формы, калькуляторы и «Мои расчёты» очищаются.
            </li>
            <li>
              Заявки, которые ждут связи, не стираются: они будут отправлены, как только появится
              интернет.
            </li>
            <li>
              Выключить режим: удерживайте логотип в шапке {HOLD_SECONDS} секунды и введите PIN-код.
              С клавиатуры — клавиша Tab до кнопки «{KIOSK_TEXTS.disable}» рядом с логотипом.
            </li>
          </ul>
          <h2 className="kiosk-page__heading">Как подготовить планшет</h2>
          <ol className="kiosk-page__list">
            <li>Установите приложение на главный экран и откройте его оттуда.</li>
            <li>Откройте эту страницу и задайте PIN-код.</li>
            <li>
              Закрепите приложение средствами системы: на Android — «Закрепление экрана», на iPad —
              «Гид-доступ».
            </li>
          </ol>
        </div>
        <div className="kiosk-page__panel">
          {on ? (
            <>
              <p className="kiosk-page__status" role="status">
                Режим киоска включён на этом устройстве.
              </p>
              <button type="button" className="button button--ghost" onClick={openKioskExit}>
                {KIOSK_TEXTS.disable}
              </button>
            </>
          ) : (
            <>
              <h2 className="kiosk-page__heading">PIN-код для выключения</h2>
              <p className="kiosk-page__note">
                От {PIN_MIN_DIGITS} до {PIN_MAX_DIGITS} цифр. Хранится только на этом устройстве, в
                виде хеша.
              </p>
              <KioskEnableForm />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
