import { Checkbox } from '../../ui/checkbox/checkbox';
import { AppForm } from '../../ui/form/app-form';
import { EmailField, PasswordField } from '../../ui/form/account-fields';
import { AuthAlternatives } from './auth-alternatives';
import { AuthSubmit } from './auth-submit';
import { openAuthModal } from './modal-store';
import { useLoginForm } from './use-login-form';

/** The login modal's form (accounts §2.1, §5.4). */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { values, sending, setField, submit, textField } = useLoginForm(initialEmail);

  return (
    <AppForm className="auth-form" onSubmit={submit} busy={sending}>
      <EmailField {...textField('email')} autoComplete="username" />
      <PasswordField {...textField('password')} autoComplete="current-password" />
      <div className="auth-form__row">
        <Checkbox checked={values.remember} onChange={(checked) => setField('remember', checked)}>
          Запомнить меня
        </Checkbox>
        <button
          type="button"
          className="auth-form__link-button"
          onClick={() => openAuthModal('forgot', { email: values.email })}
        >
          Забыли пароль?
        </button>
      </div>
      <AuthSubmit label="Войти" busyLabel="Вход…" sending={sending} />
      <AuthAlternatives to="register" email={() => values.email} />
    </AppForm>
  );
}
