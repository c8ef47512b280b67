import { useId, type FormEvent, type MouseEvent } from 'react';
import { paths } from '../../config/paths';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { openAuthModal } from './modal-store';
import { useRegisterForm } from './use-register-form';

/** The standing password hint under the field (the rule of domain/accounts/password). */
export const PASSWORD_HINT = `Не короче ${PASSWORD_MIN_LENGTH} символов.`;

/** The register modal's form (accounts §2.1, §5.3). */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { values, errors, sending, setField, submit, control } = useRegisterForm(initialEmail);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const toLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openAuthModal('login', { email: values.email });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <AuthField
        ref={control('username')}
        id={`${id}-username`}
        label="Имя пользователя"
        autoComplete="nickname"
        value={values.username}
        onChange={(event) => setField('username', event.target.value)}
        error={errors.username}
      />
      <AuthField
        ref={control('email')}
        id={`${id}-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={errors.email}
      />
      <AuthField
        ref={control('password')}
        id={`${id}-password`}
        label="Пароль"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        error={errors.password}
        hint={PASSWORD_HINT}
      />
      <AuthField
        ref={control('repeat')}
        id={`${id}-repeat`}
        label="Повторите пароль"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(event) => setField('repeat', event.target.value)}
        error={errors.repeat}
      />
      <div className="auth-form__checks">
        <Checkbox
          ref={control('agree')}
          checked={values.agree}
          onChange={(checked) => setField('agree', checked)}
          invalid={Boolean(errors.agree)}
          describedBy={errors.agree ? `${id}-agree-error` : undefined}
        >
          Я принимаю{' '}
          <a href={paths.legal('terms')} target="_blank" rel="noopener">
            условия использования
          </a>{' '}
          и{' '}
          <a href={paths.legal('privacy')} target="_blank" rel="noopener">
            политику конфиденциальности
          </a>
        </Checkbox>
        {errors.agree ? (
          <p id={`${id}-agree-error`} className="auth-field__error" role="alert">
            {errors.agree}
          </p>
        ) : null}
        <Checkbox
          checked={values.newsletter}
          onChange={(checked) => setField('newsletter', checked)}
        >
          Получать новости и специальные предложения на e-mail
        </Checkbox>
      </div>
      <button type="submit" className="button auth-form__submit" disabled={sending}>
        {sending ? 'Регистрация…' : 'Зарегистрироваться'}
      </button>
      <div className="auth-form__divider">
        <span>или</span>
      </div>
      <GoogleButton />
      <p className="auth-form__switch">
        Уже есть аккаунт?{' '}
        <a href={paths.login} onClick={toLogin}>
          Войти
        </a>
      </p>
    </form>
  );
}
