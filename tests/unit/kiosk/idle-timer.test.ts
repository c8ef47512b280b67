import { describe, expect, it } from 'vitest';
import {
  CLEAN_SESSION,
  continueSession,
  COUNTDOWN_MS,
  IDLE_LIMIT_MS,
  idlePhase,
  nextCheckIn,
  noteInput,
  type IdlePhase,
} from '../../../src/domain/kiosk/idle-timer';

const T0 = 1_000_000;
const at = (elapsed: number) => T0 + elapsed;
const active = { lastInputAt: T0 };

describe('the kiosk idle timer', () => {
  it('waits two minutes, then counts ten seconds down', () => {
    expect(IDLE_LIMIT_MS).toBe(120_000);
    expect(COUNTDOWN_MS).toBe(10_000);
  });

  it.each<[string, number, IdlePhase]>([
    ['just touched', 0, { kind: 'active', msLeft: 120_000 }],
    ['a minute later', 60_000, { kind: 'active', msLeft: 60_000 }],
    ['a moment before the warning', 119_999, { kind: 'active', msLeft: 1 }],
    ['at two minutes', 120_000, { kind: 'warning', secondsLeft: 10, msLeft: 1_000 }],
    [
      'half a second into the countdown',
      120_500,
      { kind: 'warning', secondsLeft: 10, msLeft: 500 },
    ],
    ['a second into the countdown', 121_000, { kind: 'warning', secondsLeft: 9, msLeft: 1_000 }],
    ['in the last second', 129_001, { kind: 'warning', secondsLeft: 1, msLeft: 999 }],
    ['when the countdown reaches zero', 130_000, { kind: 'reset' }],
    ['long after (the tablet slept)', 3_600_000, { kind: 'reset' }],
    ['with the clock set back', -5_000, { kind: 'active', msLeft: 120_000 }],
  ])('%s: %o', (_label, elapsed, phase) => {
    expect(idlePhase(active, at(elapsed))).toEqual(phase);
  });

  it('counts nothing on a tablet nobody has touched since the reset', () => {
    expect(idlePhase(CLEAN_SESSION, at(10 * IDLE_LIMIT_MS))).toEqual({ kind: 'clean' });
    expect(nextCheckIn({ kind: 'clean' })).toBeNull();
  });

  it.each<[string, number | null, number, number | null]>([
    ['the first input arms the timer', null, 0, T0],
    ['an input while active starts the two minutes again', T0, 90_000, at(90_000)],
    ['an input during the countdown does not stop it', T0, 125_000, T0],
    ['an input after zero changes nothing', T0, 131_000, T0],
  ])('%s', (_label, lastInputAt, elapsed, expected) => {
    expect(noteInput({ lastInputAt }, at(elapsed))).toEqual({ lastInputAt: expected });
  });

  it('«Продолжить» starts the idle time again, even during the countdown', () => {
    const continued = continueSession(at(125_000));
    expect(idlePhase(continued, at(125_000))).toEqual({ kind: 'active', msLeft: 120_000 });
  });

  it.each<[IdlePhase, number | null]>([
    [{ kind: 'active', msLeft: 42 }, 42],
    [{ kind: 'warning', secondsLeft: 3, msLeft: 700 }, 700],
    [{ kind: 'reset' }, null],
    [{ kind: 'clean' }, null],
  ])('checks again after the phase says: %o', (phase, delay) => {
    expect(nextCheckIn(phase)).toBe(delay);
  });

  it('walking the clock second by second shows 10..1 and then resets', () => {
    const shown: (number | string)[] = [];
    for (let elapsed = IDLE_LIMIT_MS; elapsed <= IDLE_LIMIT_MS + COUNTDOWN_MS; elapsed += 1000) {
      const phase = idlePhase(active, at(elapsed));
      shown.push(phase.kind === 'warning' ? phase.secondsLeft : phase.kind);
    }
    expect(shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'reset']);
  });
});
