import { useOnline } from '../../offline/connectivity';
import './offline-indicator.css';

export const OFFLINE_TEXT = 'Нет подключения. Сайт и калькуляторы работают офлайн.';

/** An unobtrusive note while the app is offline. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div className="offline-indicator" role="status" aria-live="polite">
      {!online && <p className="offline-indicator__pill">{OFFLINE_TEXT}</p>}
    </div>
  );
}
