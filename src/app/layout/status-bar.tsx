import { OfflineIndicator } from '../../features/pwa/offline-indicator';
import { OutboxButton } from '../../features/outbox/outbox-button';
import './status-bar.css';

/** Just under the header: the offline note and the count of requests waiting to be sent. */
export function StatusBar() {
  return (
    <div className="status-bar">
      <OfflineIndicator />
      <OutboxButton />
    </div>
  );
}
