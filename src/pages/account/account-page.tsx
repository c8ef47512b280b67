import { useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth/use-session';
import { OnlineOnly } from '../../features/online-only/online-only';
import { AccountScreen } from './account-screen';
import { SignedOutPrompt } from './signed-out-prompt';
import { tabFromPath } from './account-tab-model';
import { LOADING_TEXT } from './loading-text';
import './account-page.css';

/**
 * The account area (accounts §2.5): /account and every /account/... address. Rendered on the
 * client: the prerendered shell (session unknown) holds only the heading and a loading line, the
 * same for every address, so hydration always matches.
 */
export function AccountPage() {
  const { pathname } = useLocation();
  const { status, user } = useSession();
  return (
    <div className="account-page container">
      <h1 className="account-page__title">Личный кабинет</h1>
      <OnlineOnly>
        {status === 'unknown' || (status === 'signed-in' && !user) ? (
          <p className="account-page__loading" role="status">
            {LOADING_TEXT}
          </p>
        ) : null}
        {status === 'signed-out' ? <SignedOutPrompt /> : null}
        {status === 'signed-in' && user ? (
          <AccountScreen tab={tabFromPath(pathname)} user={user} />
        ) : null}
      </OnlineOnly>
    </div>
  );
}
