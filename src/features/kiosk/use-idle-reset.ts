import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CLEAN_SESSION,
  continueSession,
  idlePhase,
  nextCheckIn,
  noteInput,
  type IdleSession,
} from '../../domain/kiosk/idle-timer';

/** What counts as a visitor's input. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

export interface IdleReset {
  /** The countdown's seconds while the «Начать заново?» overlay shows; null otherwise. */
  secondsLeft: number | null;
  /** «Продолжить»: the visitor is still here. */
  keepGoing: () => void;
}

/**
 * The kiosk's idle timer (src/domain/kiosk/idle-timer.ts) on the page's clock: armed by the first
 * input after a reset, checked by one timer set for the next change (an input only notes its time),
 * and `onReset` called when the countdown reaches zero.
 */
export function useIdleReset(enabled: boolean, onReset: () => void): IdleReset {
  const session = useRef<IdleSession>(CLEAN_SESSION);
  const timer = useRef<number | undefined>(undefined);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });

  const check = useCallback(function checkNow() {
    window.clearTimeout(timer.current);
    const phase = idlePhase(session.current, Date.now());
    if (phase.kind === 'reset') {
      session.current = CLEAN_SESSION;
      setSecondsLeft(null);
      onResetRef.current();
      return;
    }
    setSecondsLeft(phase.kind === 'warning' ? phase.secondsLeft : null);
    const delay = nextCheckIn(phase);
    if (delay !== null) timer.current = window.setTimeout(checkNow, delay);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const onInput = () => {
      const armed = session.current.lastInputAt !== null;
      session.current = noteInput(session.current, Date.now());
      if (!armed) check();
    };
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
      window.clearTimeout(timer.current);
      session.current = CLEAN_SESSION;
      setSecondsLeft(null);
    };
  }, [enabled, check]);

  const keepGoing = useCallback(() => {
    session.current = continueSession(Date.now());
    check();
  }, [check]);

  return { secondsLeft, keepGoing };
}
