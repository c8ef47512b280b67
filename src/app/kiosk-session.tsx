import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { paths } from '../config/paths';
import { isClosedInKiosk } from '../domain/kiosk/kiosk-guards';
import { runReset } from '../domain/kiosk/reset-plan';
import { dismissAuthModal } from '../features/auth/modal-store';
import { clearFormDrafts } from '../features/auth/form-drafts';
import { closeKioskExit, useKioskMode } from '../features/kiosk/kiosk-store';
import { useIdleReset } from '../features/kiosk/use-idle-reset';
import { useKioskDevice } from '../features/kiosk/use-kiosk-device';
import { closeServicesOverlay } from '../features/services-overlay/overlay-store';
import { lazyPart } from '../ui/lazy-part';
import { dismissAllToasts } from '../ui/toast/toast-store';
import { useLocation, useNavigate } from 'react-router-dom';

/** The countdown overlay and the PIN dialog: loaded only where the kiosk mode is on. */
const KioskDialogs = lazyPart(() =>
  import('../features/kiosk/kiosk-dialogs').then((m) => m.KioskDialogs),
).Part;

/**
 * The kiosk mode around the page shell (src/domain/kiosk): the device's lock, the account area
 * closed, and the idle reset. When the countdown reaches zero the stores of the reset plan are
 * cleared and the pages are mounted anew on the home page, so no form or calculator keeps the last
 * visitor's input; the outbox is left alone, so a queued request still goes out.
 */
export function KioskSession({ children }: { children: ReactNode }) {
  const on = useKioskMode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  useKioskDevice(on);

  useEffect(() => {
    if (!on || !isClosedInKiosk(pathname)) return;
    // /login and /register open their modal as they mount (before this effect): close it too.
    dismissAuthModal();
    navigate(paths.home, { replace: true });
  }, [on, pathname, navigate]);

  const startOver = useCallback(() => {
    void runReset({
      // The calculators' stores load with the reset (only a kiosk runs it): their code, the
      // calculators' rules, stays out of every page's start.
      'calculator-inputs': () =>
        import('../offline/calculator-inputs').then((m) => m.clearAllCalculatorInputs()),
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
        navigate(paths.home, { replace: true });
        setGeneration((current) => current + 1);
        window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      },
    });
  }, [navigate]);

  const { secondsLeft, keepGoing } = useIdleReset(on, startOver);

  return (
    <>
      <Fragment key={generation}>{children}</Fragment>
      {on ? <KioskDialogs secondsLeft={secondsLeft} onContinue={keepGoing} /> : null}
    </>
  );
}
