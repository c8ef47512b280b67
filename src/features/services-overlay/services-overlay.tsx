import { useState } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { SERVICES_OVERLAY_ID, useServicesOverlayOpen } from './overlay-store';
import { useOverlayTriggers } from './use-overlay-triggers';

export { SERVICES_OVERLAY_ID };

/** Stands where the overlay will be, so the toggle's aria-controls always names an element. */
const placeholder = <div id={SERVICES_OVERLAY_ID} hidden />;

const Dialog = lazyPart(
  () => import('./services-overlay-dialog').then((m) => m.ServicesOverlayDialog),
  placeholder,
);

/**
 * The services overlay (public-site §2.3) and its global triggers (Alt+S, `?open=services`). The
 * overlay itself, its 5×8 lines and their content are a chunk of their own, loaded and mounted the
 * first time it opens; until then an empty hidden element stands in its place.
 */
export function ServicesOverlay() {
  const open = useServicesOverlayOpen();
  useOverlayTriggers();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Dialog.Part /> : placeholder;
}
