import { IdleOverlay, type IdleOverlayProps } from './idle-overlay';
import { KioskExitDialog } from './kiosk-exit-dialog';

/** The kiosk mode's two dialogs, in their own chunk: loaded only on a device where it is on. */
export function KioskDialogs(props: IdleOverlayProps) {
  return (
    <>
      <IdleOverlay {...props} />
      <KioskExitDialog />
    </>
  );
}
