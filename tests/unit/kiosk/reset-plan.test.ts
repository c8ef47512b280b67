import { describe, expect, it } from 'vitest';
import {
  CLEARED_BY_RESET,
  isClearedByReset,
  KEPT_BY_RESET,
  runReset,
  type ClearedStore,
  type DeviceStore,
  type ResetClearers,
} from '../../../src/domain/kiosk/reset-plan';

function recordingClearers(failing: ClearedStore[] = []) {
  const calls: ClearedStore[] = [];
  const clearer = (store: ClearedStore) => async () => {
    calls.push(store);
    if (failing.includes(store)) throw new Error(`${store} failed`);
  };
  const clearers = Object.fromEntries(
    CLEARED_BY_RESET.map((store) => [store, clearer(store)]),
  ) as ResetClearers;
  return { calls, clearers };
}

describe('what the kiosk reset clears', () => {
  it.each<[DeviceStore, boolean]>([
    ['calculator-inputs', true],
    ['saved-estimates', true],
    ['account-drafts', true],
    ['overlays', true],
    ['page-state', true],
    ['outbox', false],
    ['kiosk-settings', false],
    ['session', false],
  ])('%s is cleared: %s', (store, cleared) => {
    expect(isClearedByReset(store)).toBe(cleared);
  });

  it('never touches the outbox: a queued request still goes out', () => {
    expect(KEPT_BY_RESET).toContain('outbox');
    expect(CLEARED_BY_RESET as readonly string[]).not.toContain('outbox');
  });

  it('clears every store of the plan, the pages last', async () => {
    const { calls, clearers } = recordingClearers();
    const report = await runReset(clearers);
    expect(calls).toEqual([...CLEARED_BY_RESET]);
    expect(calls.at(-1)).toBe('page-state');
    expect(report).toEqual({ cleared: [...CLEARED_BY_RESET], failed: [] });
  });

  it('goes on when one store fails, and says which', async () => {
    const { calls, clearers } = recordingClearers(['saved-estimates']);
    const report = await runReset(clearers);
    expect(calls).toEqual([...CLEARED_BY_RESET]);
    expect(report.failed).toEqual(['saved-estimates']);
    expect(report.cleared).not.toContain('saved-estimates');
    expect(report.cleared).toContain('page-state');
  });
});
