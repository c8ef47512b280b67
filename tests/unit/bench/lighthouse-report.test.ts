import { describe, expect, it } from 'vitest';
import {
  sampleFromLhr,
  summariseLighthouse,
  type LhrLike,
} from '../../../scripts/bench/lighthouse-report';

function lhr(performance: number, lcpMs: number, benchmarkIndex = 2500): LhrLike {
  const audit = (numericValue: number) => ({ score: 1, numericValue });
  return {
    environment: { benchmarkIndex },
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'list', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(lcpMs),
      'total-blocking-time': audit(120),
      'cumulative-layout-shift': audit(0.004),
      'speed-index': audit(1300),
      'color-contrast': {
        score: 0,
        details: { items: [{ node: { selector: 'a.footer__link' } }] },
      },
      list: { score: 0 },
      'errors-in-console': { score: 1 },
      'meta-description': { score: null },
      'largest-contentful-paint-element': {
        score: 0,
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { selector: 'section#hero > h1' } }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 461.6 },
                { phase: 'Render Delay', timing: 2613.3 },
              ],
            },
          ],
        },
      },
      'uses-text-compression': {
        score: 0,
        displayValue: 'Est savings of 48 KiB',
        details: { items: [{ url: 'http://127.0.0.1:3301/' }] },
      },
      'unused-css-rules': { score: 1, displayValue: 'Est savings of 1 KiB' },
    },
  };
}

describe('sampleFromLhr', () => {
  it('reads the scores (0–100), the metrics, failed scored audits and diagnostics', () => {
    expect(sampleFromLhr(lhr(0.85, 2796.4))).toEqual({
      scores: { performance: 85, accessibility: 96, bestPractices: 100, seo: 100 },
      metrics: { fcpMs: 900, lcpMs: 2796.4, tbtMs: 120, cls: 0.004, speedIndexMs: 1300 },
      failedAudits: ['accessibility/color-contrast'],
      diagnostics: {
        lcpElement: 'section#hero > h1',
        lcpPhases: 'TTFB 462 ms, Render Delay 2613 ms',
        'uses-text-compression': 'Est savings of 48 KiB (/)',
        'accessibility/color-contrast': 'a.footer__link',
      },
      benchmarkIndex: 2500,
      hostIndex: null,
      cpuSlowdownMultiplier: null,
      work: null,
      retries: 0,
      retryReasons: [],
      unsettled: false,
    });
  });

  it('throws when a category has no score', () => {
    const broken = lhr(0.9, 1000);
    broken.categories.performance = { score: null, auditRefs: [] };
    expect(() => sampleFromLhr(broken)).toThrow('performance');
  });
});

describe('summariseLighthouse', () => {
  it('reports the median of three runs, field by field', () => {
    const runs = [lhr(0.85, 2800, 900), lhr(0.95, 1200, 2600), lhr(0.9, 3100, 1800)].map(
      sampleFromLhr,
    );
    const summary = summariseLighthouse('/', runs, ['run 4: PROTOCOL_TIMEOUT']);
    expect(summary).toMatchObject({
      page: '/',
      runs: 3,
      scores: { performance: 90 },
      metrics: { lcpMs: 2800 },
      benchmarkIndex: 1800,
      failedAudits: ['accessibility/color-contrast'],
      errors: ['run 4: PROTOCOL_TIMEOUT'],
    });
  });

  it('reports the spread of each budgeted value, the traced work and the retries', () => {
    const runs = [lhr(0.85, 2800), lhr(0.95, 1200), lhr(0.9, 3100)].map(sampleFromLhr);
    runs.forEach((run, i) => {
      run.work = {
        scriptMs: [300, 200, 250][i] ?? 0,
        longTasksMs: [0, 60, 80][i] ?? 0,
        longTasks: 1,
        longTasksAfterPaintMs: [0, 0, 80][i] ?? 0,
        tasksMs: [500, 400, 450][i] ?? 0,
        longestTaskMs: [40, 60, 80][i] ?? 0,
      };
    });
    runs[1]!.retries = 2;
    runs[2]!.retries = 3;
    runs[2]!.unsettled = true;
    // Each sample's slowdown came from the machine's speed right before it.
    [3.4, 5.1, 4.2].forEach((multiplier, i) => (runs[i]!.cpuSlowdownMultiplier = multiplier));
    expect(summariseLighthouse('/', runs, [])).toMatchObject({
      cpuSlowdown: { min: 3.4, max: 5.1 },
      ranges: { performance: { min: 85, max: 95 }, lcpMs: { min: 1200, max: 3100 } },
      work: {
        scriptMs: 250,
        longTasksMs: 60,
        longTasks: 1,
        longTasksAfterPaintMs: 0,
        tasksMs: 450,
        longestTaskMs: 60,
      },
      workRanges: {
        scriptMs: { min: 200, max: 300 },
        longTasksMs: { min: 0, max: 80 },
        longTasksAfterPaintMs: { min: 0, max: 80 },
      },
      retries: 5,
      unsettled: 1,
    });
  });

  it('has no scores when no run succeeded', () => {
    expect(summariseLighthouse('/pro', [], ['run 1: NO_FCP'])).toMatchObject({
      runs: 0,
      scores: null,
      metrics: null,
      benchmarkIndex: null,
      cpuSlowdown: null,
      work: null,
      ranges: {},
      retries: 0,
    });
  });
});
