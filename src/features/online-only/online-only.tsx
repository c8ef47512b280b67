import { useState, type ReactNode } from 'react';
import { useOnline } from '../../offline/connectivity';
import { checkConnection } from './check-connection';
import './online-only.css';
import { LineIcon } from '../../ui/line-icon';

export const OFFLINE_TEXT = 'Этот раздел работает только при подключении к интернету.';
export const RETRY_LABEL = 'Повторить';

/**
 * Auth, profile and admin work online only (product brief): without a connection this shows a
 * notice with «Повторить» instead of its children; a successful retry brings them back.
 */
export function OnlineOnly({ children }: { children: ReactNode }) {
  const online = useOnline();
  const [checking, setChecking] = useState(false);
  const [failedOnce, setFailedOnce] = useState(false);
  if (online) return children;

  const retry = async () => {
    setChecking(true);
    const ok = await checkConnection();
    setChecking(false);
    setFailedOnce(!ok);
  };

  return (
    <div className="online-only" role="status">
      <LineIcon
        d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0"
        box={48}
        weight={3.5}
      >
        <circle cx="24" cy="38" r="3" fill="currentColor" />
        <path d="M8 8l32 32" stroke="var(--color-danger)" strokeWidth="3.5" strokeLinecap="round" />
      </LineIcon>
      <p className="online-only__text">{OFFLINE_TEXT}</p>
      {failedOnce && !checking ? (
        <p className="online-only__hint">Связи по-прежнему нет. Проверьте подключение.</p>
      ) : null}
      <button
        type="button"
        className="button online-only__retry"
        onClick={() => void retry()}
        disabled={checking}
      >
        {checking ? 'Проверяем…' : RETRY_LABEL}
      </button>
    </div>
  );
}
