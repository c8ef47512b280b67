import { useId, useRef, useState, type MouseEvent } from 'react';
import { paths } from '../../config/paths';
import { REQUIRED_MESSAGE } from '../../domain/accounts/credentials';
import { EmailField } from '../../ui/form/account-fields';
import { AppForm } from '../../ui/form/app-form';
import { AuthSubmit } from './auth-submit';
import { openAuthModal, showMessage } from './modal-store';

export const FORGOT_SENT_TITLE = 'Письмо отправлено';

/** §8: the message after «forgot password»; no request is made (§4.2, §5.5). */
export function forgotSentText(address: string): string {
  return (
    'Если адрес «' + address + '» зарегистрирован, мы отправили на него ссылку для сброса пароля.'
  );
}

/** The forgot-password modal's form: one identifier field and a link back to login. */
export function ForgotForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [identifier, setIdentifier] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = () => {
    const address = identifier.trim();
    if (!address) {
      setError(REQUIRED_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    showMessage(FORGOT_SENT_TITLE, forgotSentText(address));
  };
  const toLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openAuthModal('login', { email: identifier.trim() });
  };

  return (
    <AppForm className="auth-form" onSubmit={onSubmit}>
      <p className="auth-form__lead">
        Укажите e-mail, с которым вы регистрировались. Мы отправим на него ссылку для сброса пароля.
      </p>
      <EmailField
        inputRef={inputRef}
        id={`${id}-identifier`}
        autoComplete="username"
        value={identifier}
        onValue={(value) => {
          setIdentifier(value);
          setError(undefined);
        }}
        error={error}
      />
      <AuthSubmit label="Отправить ссылку" />
      <p className="auth-form__switch">
        Вспомнили пароль?{' '}
        <a href={paths.login} onClick={toLogin}>
          Войти
        </a>
      </p>
    </AppForm>
  );
}
