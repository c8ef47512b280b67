import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { isClosedInKiosk } from '../domain/kiosk/kiosk-guards';
import { runReset } from '../domain/kiosk/reset-plan';
import { dismissAuthModal } from '../features/auth/modal-store';
import { clearFormDrafts } from '../features/auth/form-drafts';
import { closeKioskExit } from '../features/kiosk/kiosk-store';
import { KioskDialogs } from '../features/kiosk/kiosk-dialogs';
import { useIdleReset } from '../features/kiosk/use-idle-reset';
import { useKioskDevice } from '../features/kiosk/use-kiosk-device';
import { closeServicesOverlay } from '../features/services-overlay/overlay-store';
import { dismissAllToasts } from '../ui/toast/toast-store';

/**
 * The kiosk mode while it is on (src/domain/kiosk): the device's lock, the account area closed,
 * and the idle reset. When the countdown reaches zero the stores of the reset plan are cleared and
 * `onNewVisitor` mounts the pages anew on the home page, so no form or calculator keeps the last
 * visitor's input; the outbox is left alone, so a queued request still goes out. Loaded only where
 * the mode is on (kiosk-session.tsx); turning it off unmounts it, which releases the device.
 */
export function KioskRuntime({ onNewVisitor }: { onNewVisitor: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useKioskDevice(true);

  useEffect(() => {
    if (!isClosedInKiosk(pathname)) return;
    // /login and /register open their modal as they mount (before this effect): close it too.
    dismissAuthModal();
    void navigate(paths.home, { replace: true });
  }, [pathname, navigate]);

  const startOver = useCallback(() => {
    void runReset({
      // The calculators' stores load with the reset (only a kiosk runs it): their code, the
      // calculators' rules, stays out of every page's start.
      'calculator-inputs': () =>
        import('../offline/calculator-inputs-store').then((m) => m.clearAllCalculatorInputs()),
      'saved-estimates': () =>
        import('../features/calculators/estimate/use-saved-estimates').then((m) =>
          m.forgetSavedEstimates(),
        ),
      'account-drafts': clearFormDrafts,
      overlays: () => {
        dismissAuthModal();
        closeServicesOverlay();
        closeKioskExit();
        dismissAllToasts();
      },
      'page-state': () => {
        void navigate(paths.home, { replace: true });
        onNewVisitor();
        window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      },
    });
  }, [navigate, onNewVisitor]);

  const { secondsLeft, keepGoing } = useIdleReset(true, startOver);
  return <KioskDialogs secondsLeft={secondsLeft} onContinue={keepGoing} />;
}
