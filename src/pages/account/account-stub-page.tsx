import { paths } from '../../config/paths';
import { AccountLink } from './account-link';
import './account-page.css';

export type AccountStubKey = 'collections' | 'notifications' | 'dashboard';

const STUBS: Record<AccountStubKey, { title: string; lead: string; points: readonly string[] }> = {
  collections: {
    title: 'Коллекции',
    lead: 'Здесь будут собраны материалы, к которым хочется вернуться.',
    points: [
      'Проекты и услуги, отмеченные на сайте.',
      'Сохранённые расчёты калькуляторов подключения и электромонтажа.',
      'Доступ с любого устройства, где вы вошли в аккаунт.',
    ],
  },
  notifications: {
    title: 'Уведомления',
    lead: 'Здесь будут сообщения по вашему аккаунту.',
    points: [
      'Ответы инженеров на ваши заявки.',
      'Изменения в аккаунте: смена пароля, новая группа.',
      'Новости компании — если вы подписаны на рассылку.',
    ],
  },
  dashboard: {
    title: 'Панель',
    lead: 'Здесь появится сводка по вашему аккаунту.',
    points: [
      'Заявки и их статус в одном месте.',
      'Последние расчёты и сохранённые материалы.',
      'Быстрые ссылки на профиль и настройки.',
    ],
  },
};

/**
 * /collections, /notifications and /dashboard (the profile menu's links): not built yet, so each
 * page says plainly what it will hold and leads to the account.
 */
export function AccountStubPage({ kind }: { kind: AccountStubKey }) {
  const stub = STUBS[kind];
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{stub.title}</h1>
      <section className="account-panel account-stub">
        <p className="account-stub__badge">Раздел в разработке</p>
        <p className="account-stub__lead">{stub.lead}</p>
        <ul className="account-stub__points">
          {stub.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="account-stub__actions">
          <AccountLink href={paths.account} className="button">
            Перейти в личный кабинет
          </AccountLink>
        </p>
      </section>
    </div>
  );
}
