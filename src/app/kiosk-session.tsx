import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { useKioskMode } from '../features/kiosk/kiosk-store';
import { lazyPart } from '../ui/lazy-part';

/**
 * The kiosk mode's device lock, guards, idle reset and dialogs: loaded only where the mode is on,
 * so no other visitor's page starts with their code (issue 15).
 */
const KioskRuntime = lazyPart(
  () => import('./kiosk-runtime').then((m) => m.KioskRuntime),
  null,
).Part;

/**
 * The page shell inside the kiosk mode (src/domain/kiosk): mounted anew for each visitor (the
 * runtime's reset bumps the generation), with the mode's runtime beside it while the mode is on.
 */
export function KioskSession({ children }: { children: ReactNode }) {
  const on = useKioskMode();
  const [generation, setGeneration] = useState(0);
  const newVisitor = useCallback(() => setGeneration((current) => current + 1), []);
  return (
    <>
      <Fragment key={generation}>{children}</Fragment>
      {on ? <KioskRuntime onNewVisitor={newVisitor} /> : null}
    </>
  );
}
