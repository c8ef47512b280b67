import { openAuthModal } from '../../features/auth/modal-store';

/** What a signed-out visitor sees in the account area: why to sign in, and the two modals. */
export function SignedOutPrompt() {
  return (
    <section className="account-prompt card" aria-labelledby="account-prompt-title">
      <h2 id="account-prompt-title" className="account-prompt__title">
        Войдите, чтобы открыть личный кабинет
      </h2>
      <p className="account-prompt__text">
        В личном кабинете хранятся ваш профиль с контактами, группа и настройки рассылки. Аккаунта
        ещё нет? Регистрация займёт минуту.
      </p>
      <div className="account-prompt__actions">
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          Войти
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthModal('register')}
        >
          Зарегистрироваться
        </button>
      </div>
    </section>
  );
}
