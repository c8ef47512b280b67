import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lighthouseChecks } from '../../../scripts/bench/budgets';
import {
  FLOORS,
  FLOOR_HTML,
  FLOOR_SUBJECT,
  FLOOR_WITH_HEADERS_SUBJECT,
  floorNote,
  startFloorServer,
  type FloorServer,
} from '../../../scripts/bench/floor';
import type { BudgetCheck, LighthousePageResult } from '../../../scripts/bench/types';
import { passingMeasurements } from './fixtures';

/** The fixtures' passing page as the empty page, with the given figures. */
function floorWith(
  change: (floor: LighthousePageResult) => void,
  subject: string = FLOOR_SUBJECT,
): BudgetCheck[] {
  const floor = structuredClone(passingMeasurements().lighthouse![0]!);
  floor.page = subject;
  change(floor);
  return lighthouseChecks(subject, floor);
}

const miss = (label: string, group: BudgetCheck['group'], actual: number): BudgetCheck => ({
  label,
  subject: '/contact',
  group,
  op: label === 'Lighthouse performance' ? '>=' : '<=',
  limit: label === 'Lighthouse performance' ? 100 : label === 'TBT' ? 50 : 1000,
  unit: label === 'Lighthouse performance' ? 'score' : 'ms',
  actual,
  status: 'fail',
});

describe('floorNote', () => {
  it.each<[string, BudgetCheck, (floor: LighthousePageResult) => void, string | null]>([
    [
      'TBT the empty page misses too',
      miss('TBT', 'timings', 4890),
      (f) => (f.metrics!.tbtMs = 553),
      'an empty page misses it too here: 553 ms',
    ],
    [
      'performance the empty page misses too',
      miss('Lighthouse performance', 'scores', 70),
      (f) => (f.scores!.performance = 86),
      'an empty page misses it too here: 86',
    ],
    [
      'LCP the empty page meets',
      miss('LCP', 'timings', 1070),
      (f) => (f.metrics!.lcpMs = 748),
      null,
    ],
    [
      'another budget than the one the empty page misses',
      miss('LCP', 'timings', 1070),
      (f) => (f.metrics!.tbtMs = 553),
      null,
    ],
    [
      'the empty page not measured (every run failed)',
      miss('TBT', 'timings', 4890),
      (f) => (f.metrics = null),
      null,
    ],
  ])('%s', (_name, missed, change, expected) => {
    expect(floorNote(missed, floorWith(change))).toBe(expected);
  });

  it.each<[string, (f: LighthousePageResult) => void, (f: LighthousePageResult) => void, string]>([
    [
      'the bare page when both miss it',
      (f) => (f.metrics!.tbtMs = 168),
      (f) => (f.metrics!.tbtMs = 631),
      'an empty page misses it too here: 168 ms',
    ],
    [
      'the page with the site’s headers when only it misses it',
      () => undefined,
      (f) => (f.metrics!.tbtMs = 631),
      "an empty page with the site's headers misses it too here: 631 ms",
    ],
  ])('names %s', (_name, bare, withHeaders, expected) => {
    const note = floorNote(
      miss('TBT', 'timings', 4890),
      floorWith(bare),
      floorWith(withHeaders, FLOOR_WITH_HEADERS_SUBJECT),
    );
    expect(note).toBe(expected);
  });

  it('says nothing of a budget that was met', () => {
    const met: BudgetCheck = { ...miss('TBT', 'timings', 40), status: 'pass' };
    expect(
      floorNote(
        met,
        floorWith((f) => (f.metrics!.tbtMs = 553)),
      ),
    ).toBeNull();
  });
});

describe('the empty page', () => {
  let server: FloorServer;
  beforeAll(async () => {
    server = await startFloorServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(FLOORS.map(({ subject, path }) => [subject, path]))(
    '%s is served whole at %s as Russian HTML with no script, style sheet or image',
    async (_subject, path) => {
      const response = await fetch(new URL(path, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toBe(FLOOR_HTML);
      expect(html).toContain('<html lang="ru">');
      expect(html).not.toMatch(/<script|<style|<img|rel="stylesheet"/);
    },
  );

  it('sends the site’s security headers with the second one only, as a public page gets them', async () => {
    const bare = await fetch(new URL(FLOORS[0].path, server.url));
    const withHeaders = await fetch(new URL(FLOORS[1].path, server.url));
    expect(bare.headers.get('content-security-policy')).toBeNull();
    expect(withHeaders.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Only the account area's documents add an opener policy.
    expect(withHeaders.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(withHeaders.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers anything else with 404 (the browser asks for nothing else)', async () => {
    const response = await fetch(new URL('/favicon.ico', server.url));
    expect(response.status).toBe(404);
  });
});
