/**
 * The kiosk's idle reset (a tablet on a sales stand): after IDLE_LIMIT_MS without input an overlay
 * asks «Начать заново?» and counts COUNTDOWN_MS down; at zero the app starts over for the next
 * visitor. Pure: the page feeds in the clock and the inputs, this says what to show.
 *
 * The timer is armed by a visitor's input only: a tablet nobody has touched since the last reset
 * stays on the home page without asking every two minutes.
 */
export const IDLE_LIMIT_MS = 2 * 60_000;
export const COUNTDOWN_MS = 10_000;

/** When the last input of the current visitor came; null when nobody has touched it since a reset. */
export interface IdleSession {
  lastInputAt: number | null;
}

export type IdlePhase =
  /** Nobody has touched the tablet since the last reset: nothing to count. */
  | { kind: 'clean' }
  /** A visitor is here: the warning comes in `msLeft`. */
  | { kind: 'active'; msLeft: number }
  /** The overlay counts down: `secondsLeft` to show, the next change of it in `msLeft`. */
  | { kind: 'warning'; secondsLeft: number; msLeft: number }
  /** The countdown has reached zero: start over. */
  | { kind: 'reset' };

export const CLEAN_SESSION: IdleSession = { lastInputAt: null };

export function idlePhase(session: IdleSession, now: number): IdlePhase {
  if (session.lastInputAt === null) return { kind: 'clean' };
  // A clock set back counts as an input just now, never as a long absence.
  const elapsed = Math.max(0, now - session.lastInputAt);
  if (elapsed < IDLE_LIMIT_MS) return { kind: 'active', msLeft: IDLE_LIMIT_MS - elapsed };
  const remaining = IDLE_LIMIT_MS + COUNTDOWN_MS - elapsed;
  if (remaining <= 0) return { kind: 'reset' };
  const secondsLeft = Math.ceil(remaining / 1000);
  return { kind: 'warning', secondsLeft, msLeft: remaining - (secondsLeft - 1) * 1000 };
}

/**
 * An input (pointer, key, wheel, touch, typing). While the overlay counts down it does not count:
 * the overlay is a modal dialog, and only its «Продолжить» continues (`continueSession`).
 */
export function noteInput(session: IdleSession, now: number): IdleSession {
  const phase = idlePhase(session, now).kind;
  if (phase === 'warning' || phase === 'reset') return session;
  return { lastInputAt: now };
}

/** «Продолжить»: the visitor is still here, the idle time starts again. */
export function continueSession(now: number): IdleSession {
  return { lastInputAt: now };
}

/** Milliseconds until the phase (or the countdown's number) changes; null when nothing will. */
export function nextCheckIn(phase: IdlePhase): number | null {
  return phase.kind === 'active' || phase.kind === 'warning' ? phase.msLeft : null;
}
