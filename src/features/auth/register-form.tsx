import { paths } from '../../config/paths';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { submitWith } from '../../ui/form/submit-with';
import { TextField } from '../../ui/form/text-field';
import { AuthAlternatives } from './auth-alternatives';
import { useRegisterForm } from './use-register-form';

/** The standing password hint under the field (the rule of domain/accounts/password). */
export const PASSWORD_HINT = `Не короче ${PASSWORD_MIN_LENGTH} символов.`;

/** The register modal's form (accounts §2.1, §5.3). */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { values, sending, setField, submit, textField, checkboxField } =
    useRegisterForm(initialEmail);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={submitWith(submit)}
      aria-busy={sending || undefined}
    >
      <TextField {...textField('username')} label="Имя пользователя" autoComplete="nickname" />
      <TextField
        {...textField('email')}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...textField('password')}
        label="Пароль"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <TextField
        {...textField('repeat')}
        label="Повторите пароль"
        type="password"
        autoComplete="new-password"
      />
      <div className="auth-form__checks">
        <CheckboxField {...checkboxField('agree')}>
          Я принимаю{' '}
          <a href={paths.legal('terms')} target="_blank" rel="noopener">
            условия использования
          </a>{' '}
          и{' '}
          <a href={paths.legal('privacy')} target="_blank" rel="noopener">
            политику конфиденциальности
          </a>
        </CheckboxField>
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
      <AuthAlternatives to="login" email={() => values.email} />
    </form>
  );
}
