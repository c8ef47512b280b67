import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  sanitizeUpgradeAnswers,
  upgradeTotal,
  upgradeVerdict,
  withAnswer,
} from '../../../src/domain/calculators/power-upgrade';

const KEEP = 'Пока можно не трогать';
const AUDIT = 'Нужен аудит';
const MODERNISE = 'Модернизация необходима';

describe('upgradeVerdict (≤ 3 / 4–6 / ≥ 7)', () => {
  it.each([
    [0, KEEP],
    [3, KEEP],
    [4, AUDIT],
    [6, AUDIT],
    [7, MODERNISE],
    [12, MODERNISE],
  ])('total %s -> %s', (total, title) => {
    expect(upgradeVerdict(total).title).toBe(title);
  });

  it.each([
    // rule: non-finite -> 0; clamp 0–12; round to nearest (halves up)
    [NaN, KEEP],
    [-5, KEEP],
    [Infinity, KEEP],
    [99, MODERNISE],
    [3.4, KEEP],
    [3.5, AUDIT],
    [6.49, AUDIT],
    [6.5, MODERNISE],
  ])('garbage total %s -> %s', (total, title) => {
    expect(upgradeVerdict(total).title).toBe(title);
  });

  it('each verdict has a Russian explanation', () => {
    for (const total of [0, 5, 9]) expect(upgradeVerdict(total).text).toMatch(/[а-яё]{4,}/);
  });
});

describe('upgradeTotal', () => {
  it.each([
    [[null, null, null, null, null, null], 0],
    [[1, 1, 1, 0, 0, 0], 3], // 1+1+1 = 3
    [[2, 2, 0, 0, 0, 0], 4], // 2+2 = 4
    [[2, 2, 2, 0, 0, 0], 6],
    [[2, 2, 2, 1, 0, 0], 7],
    [[2, 2, 2, 2, 2, 2], 12],
    [[2, null, 1, null, 0, 2], 5], // unanswered counts as 0
    [[3, -1, '2', 'x', NaN, 2], 4], // invalid -> unanswered; '2' is read as 2: 2 + 2
    [[2, 2, 2, 2, 2, 2, 2, 2], 12], // extra entries dropped
    ['nope', 0],
    [null, 0],
  ])('%o -> %s', (answers, total) => {
    expect(upgradeTotal(answers)).toBe(total);
  });
});

describe('answers', () => {
  it('sanitises to six entries of 0, 1, 2 or null', () => {
    expect(sanitizeUpgradeAnswers([0, 1, 2, 1.5, true, undefined, 2])).toEqual([
      0,
      1,
      2,
      null,
      null,
      null,
    ]);
    expect(sanitizeUpgradeAnswers(undefined)).toEqual([null, null, null, null, null, null]);
  });
  it('changes an answer freely and counts answered questions', () => {
    let answers = sanitizeUpgradeAnswers([]);
    answers = withAnswer(answers, 0, 2);
    answers = withAnswer(answers, 0, 1);
    answers = withAnswer(answers, 5, 2);
    answers = withAnswer(answers, 9, 2); // out of range: ignored
    expect(answers).toEqual([1, null, null, null, null, 2]);
    expect(answeredCount(answers)).toBe(2);
  });
});
