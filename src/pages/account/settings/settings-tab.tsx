import { useId, useState } from 'react';
import { getAccessToken, logoutEverywhere } from '../../../api/auth-client';
import { isApiError } from '../../../api/http';
import { validateProfile } from '../../../domain/accounts/profile';
import type { AccountUser } from '../../../domain/accounts/user';
import { paths } from '../../../config/paths';
import { AppForm } from '../../../ui/form/app-form';
import { PasswordField } from '../../../ui/form/account-fields';
import { PASSWORD_HINT } from '../../../features/auth/register-form';
import { forgetSession } from '../../../features/auth/session-store';
import { NewsletterCheckbox } from '../../../features/auth/newsletter-checkbox';
import { showDockToast } from '../../../ui/toast/toast-store';
import { AccountLink } from '../account-link';
import { SaveActions } from '../save-actions';
import { AUTH_NEEDED_TEXT, SAVE_FAILED_TEXT, SAVED_TEXT, saveAndBroadcast } from '../save-profile';
import { usePasswordForm } from './use-password-form';
import './settings-tab.css';

export const SETTINGS_FORM_ID = 'account-settings-form';
export const LOGOUT_ALL_LABEL = 'Выйти на всех устройствах';
export const LOGOUT_ALL_FAILED_TEXT = 'Не удалось завершить сеансы. Попробуйте ещё раз.';

/** E-mail opt-in: saved with the rest of the profile by the sidebar's button. */
function useOptIn(user: AccountUser) {
  const [optIn, setOptIn] = useState(user.emailOptIn);
  const [saving, setSaving] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  const save = async () => {
    if (saving) return;
    if (!getAccessToken()) {
      showDockToast(AUTH_NEEDED_TEXT);
      return;
    }
    const checked = validateProfile({ ...user, emailOptIn: optIn });
    if (!checked.ok) {
      setIncomplete(true);
      return;
    }
    setSaving(true);
    try {
      await saveAndBroadcast(
        { ...checked.value, phone: user.phone, about: user.about, emailOptIn: optIn },
        user,
      );
      showDockToast(SAVED_TEXT);
    } catch (error) {
      showDockToast(
        isApiError(error) && error.status === 401 ? AUTH_NEEDED_TEXT : SAVE_FAILED_TEXT,
      );
    } finally {
      setSaving(false);
    }
  };
  return { optIn, setOptIn, saving, incomplete, save };
}

/**
 * «Настройки» (accounts §2.5: its content beyond the profile is not shown, so it holds what users
 * expect there): the e-mail subscription, a password change and signing out everywhere.
 */
export function SettingsTab({ user }: { user: AccountUser }) {
  const id = useId();
  const subscription = useOptIn(user);
  const password = usePasswordForm();
  const [endingSessions, setEndingSessions] = useState(false);

  const endAllSessions = async () => {
    setEndingSessions(true);
    try {
      await logoutEverywhere();
      forgetSession();
    } catch {
      showDockToast(LOGOUT_ALL_FAILED_TEXT);
    } finally {
      setEndingSessions(false);
    }
  };

  return (
    <>
      <div className="account-layout__content settings-tab">
        <section className="account-panel" aria-labelledby={`${id}-mail`}>
          <h2 id={`${id}-mail`} className="account-panel__title">
            Рассылка
          </h2>
          <AppForm id={SETTINGS_FORM_ID} onSubmit={subscription.save}>
            <NewsletterCheckbox
              checked={subscription.optIn}
              onChange={subscription.setOptIn}
              email={user.email}
            />
          </AppForm>
          {subscription.incomplete ? (
            <p className="settings-tab__notice" role="alert">
              Чтобы сохранить настройки, заполните профиль: имя пользователя, отображаемое имя и
              город. <AccountLink href={paths.accountTab('profile')}>Открыть профиль</AccountLink>
            </p>
          ) : null}
        </section>

        <section className="account-panel" aria-labelledby={`${id}-password`}>
          <h2 id={`${id}-password`} className="account-panel__title">
            Пароль
          </h2>
          <AppForm className="settings-tab__password" onSubmit={password.submit}>
            <PasswordField
              {...password.textField('currentPassword')}
              label="Текущий пароль"
              autoComplete="current-password"
            />
            <PasswordField
              {...password.textField('newPassword')}
              label="Новый пароль"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <PasswordField
              {...password.textField('repeat')}
              label="Повторите новый пароль"
              autoComplete="new-password"
            />
            {password.failure ? (
              <p className="settings-tab__notice" role="alert">
                {password.failure}
              </p>
            ) : null}
            <button
              type="submit"
              className="button settings-tab__button"
              disabled={password.saving}
            >
              {password.saving ? 'Сохранение…' : 'Изменить пароль'}
            </button>
          </AppForm>
        </section>

        <section className="account-panel" aria-labelledby={`${id}-sessions`}>
          <h2 id={`${id}-sessions`} className="account-panel__title">
            Сеансы
          </h2>
          <p className="settings-tab__text">
            Завершит вход на всех телефонах и компьютерах, включая этот. Понадобится войти заново.
          </p>
          <button
            type="button"
            className="button button--ghost settings-tab__button"
            disabled={endingSessions}
            onClick={() => void endAllSessions()}
          >
            {LOGOUT_ALL_LABEL}
          </button>
        </section>
      </div>
      <SaveActions formId={SETTINGS_FORM_ID} saving={subscription.saving} />
    </>
  );
}
