import { OfflineIndicator } from '../../features/pwa/offline-indicator';
import { OutboxButton } from '../../features/outbox/outbox-button';
import { ToastViewport } from '../../ui/toast/toast-viewport';
import './status-bar.css';

/**
 * Just under the header, in one column so nothing covers anything: the offline note and the count
 * of requests waiting to be sent, then the toasts.
 */
export function StatusBar() {
  return (
    <div className="status-bar">
      <div className="status-bar__lines">
        <OfflineIndicator />
        <OutboxButton />
      </div>
      <ToastViewport placement="top" />
    </div>
  );
}
