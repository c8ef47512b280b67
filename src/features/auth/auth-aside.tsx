import { site } from '../../config/site';

const POINTS = [
  'Контакты в профиле — инженеру не придётся переспрашивать, как с вами связаться.',
  'Группа в профиле: заказчик, подрядчик, проектировщик — мы понимаем, с кем говорим.',
  'Новости и предложения на e-mail — только если вы сами этого захотите.',
] as const;

const LEADS = {
  register: 'Создайте аккаунт, чтобы общаться с нами быстрее.',
  login: 'С возвращением! Войдите, чтобы открыть личный кабинет.',
  forgot: 'Восстановим доступ к вашему аккаунту.',
} as const;

/** The brand side of the account modals: what an account gives, in a few honest lines. */
export function AuthAside({ kind }: { kind: keyof typeof LEADS }) {
  return (
    <div className="auth-aside">
      <img className="auth-aside__logo" src="/images/logo.svg" alt="" width={108} height={36} />
      <p className="auth-aside__lead">{LEADS[kind]}</p>
      <ul className="auth-aside__points">
        {POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="auth-aside__note">
        Личный кабинет {site.product} работает при подключении к интернету.
      </p>
    </div>
  );
}
