import { paths } from '../../config/paths';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { AppForm } from '../../ui/form/app-form';
import { EmailField, PasswordField } from '../../ui/form/account-fields';
import { TextField } from '../../ui/form/text-field';
import { AuthAlternatives } from './auth-alternatives';
import { AuthSubmit } from './auth-submit';
import { NewsletterCheckbox } from './newsletter-checkbox';
import { useRegisterForm } from './use-register-form';

/** The standing password hint under the field (the rule of domain/accounts/password). */
export const PASSWORD_HINT = `Не короче ${PASSWORD_MIN_LENGTH} символов.`;

/** The register modal's form (accounts §2.1, §5.3). */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { values, sending, setField, submit, textField, checkboxField } =
    useRegisterForm(initialEmail);

  return (
    <AppForm className="auth-form" onSubmit={submit} busy={sending}>
      <TextField {...textField('username')} label="Имя пользователя" autoComplete="nickname" />
      <EmailField {...textField('email')} autoComplete="email" />
      <PasswordField {...textField('password')} autoComplete="new-password" hint={PASSWORD_HINT} />
      <PasswordField
        {...textField('repeat')}
        label="Повторите пароль"
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
        <NewsletterCheckbox
          checked={values.newsletter}
          onChange={(checked) => setField('newsletter', checked)}
        />
      </div>
      <AuthSubmit label="Зарегистрироваться" busyLabel="Регистрация…" sending={sending} />
      <AuthAlternatives to="login" email={() => values.email} />
    </AppForm>
  );
}
