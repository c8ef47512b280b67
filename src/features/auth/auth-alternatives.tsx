import { paths } from '../../config/paths';
import { GoogleButton } from './google-button';
import { switchAuthModal } from './modal-store';

const SWITCH = {
  register: { question: 'Нет аккаунта?', link: 'Зарегистрироваться', href: paths.register },
  login: { question: 'Уже есть аккаунт?', link: 'Войти', href: paths.login },
} as const;

/**
 * Under the login and register forms: «или», sign in with Google, and the link to the other form
 * (it carries the e-mail typed so far).
 */
export function AuthAlternatives({ to, email }: { to: keyof typeof SWITCH; email: () => string }) {
  const { question, link, href } = SWITCH[to];
  return (
    <>
      <div className="auth-form__divider">
        <span>или</span>
      </div>
      <GoogleButton />
      <p className="auth-form__switch">
        {question}{' '}
        <a href={href} onClick={switchAuthModal(to, email)}>
          {link}
        </a>
      </p>
    </>
  );
}
