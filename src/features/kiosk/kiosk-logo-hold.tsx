import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { KIOSK_DISABLE_TEXT, LONG_PRESS_MS } from '../../domain/kiosk/logo-hold';
import { openKioskExit, useKioskMode } from './kiosk-store';
import './kiosk.css';

/**
 * Wraps the header's logo. While the kiosk mode is on, holding it for LONG_PRESS_MS asks for the
 * PIN that turns the mode off (the click that ends the hold is not followed); from the keyboard a
 * button that shows when focused, right after the logo, does the same.
 */
export function KioskLogoHold({ children }: { children: ReactNode }) {
  const on = useKioskMode();
  const timer = useRef<number | undefined>(undefined);
  const held = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const wasOn = useRef(on);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Turned off from the PIN dialog: its opener (the exit button) is gone, so focus the logo.
  useEffect(() => {
    const turnedOff = wasOn.current && !on;
    wasOn.current = on;
    if (!turnedOff || document.activeElement !== document.body) return;
    wrapper.current?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [on]);

  const start = (event: PointerEvent) => {
    if (!on || event.isPrimary === false || event.button > 0) return;
    held.current = false;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      held.current = true;
      openKioskExit();
    }, LONG_PRESS_MS);
  };
  const cancel = () => window.clearTimeout(timer.current);

  return (
    <span
      ref={wrapper}
      className="kiosk-hold"
      onPointerDown={start}
      onPointerUp={cancel}
      onPointerCancel={cancel}
      onPointerLeave={cancel}
      onClickCapture={(event) => {
        if (!held.current) return;
        held.current = false;
        event.preventDefault();
      }}
    >
      {children}
      {on ? (
        <button type="button" className="kiosk-hold__exit" onClick={openKioskExit}>
          {KIOSK_DISABLE_TEXT}
        </button>
      ) : null}
    </span>
  );
}
