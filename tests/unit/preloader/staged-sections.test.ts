import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  revealStagedSections,
  shownClass,
  STAGED_SECTIONS,
} from '../../../src/features/preloader/staged-sections';

afterEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = '';
});

describe('the sections `/` shows one at a time behind its preloader', () => {
  it('are shown in their order, each in a task of its own', async () => {
    document.body.innerHTML = '<div class="preloader"></div><main></main>';
    const shownBeforeEachTask: string[] = [];
    await revealStagedSections(document, async () => {
      shownBeforeEachTask.push(document.documentElement.className);
    });
    expect(shownBeforeEachTask).toEqual([
      '',
      '',
      'shown-about',
      'shown-about shown-projects',
      'shown-about shown-projects shown-contact',
      'shown-about shown-projects shown-contact shown-reviews',
    ]);
    expect([...document.documentElement.classList]).toEqual(STAGED_SECTIONS.map(shownClass));
  });

  it('are left alone on a page without the preloader', async () => {
    document.body.innerHTML = '<main></main>';
    let tasks = 0;
    await revealStagedSections(document, async () => {
      tasks += 1;
    });
    expect(tasks).toBe(0);
    expect(document.documentElement.className).toBe('');
  });

  it('are the ones the preloader’s stylesheet keeps unrendered, under the same classes', () => {
    const css = readFileSync('src/features/preloader/preloader.css', 'utf8');
    const staged = [
      ...css.matchAll(/html:not\(\.(shown-[\w-]+)\) \.preloader ~ (main > #([\w-]+)|\.footer)/g),
    ];
    expect(staged.map(([, cls]) => cls)).toEqual(STAGED_SECTIONS.map(shownClass));
    expect(staged.map(([, , , id]) => id ?? 'footer')).toEqual([...STAGED_SECTIONS]);
  });
});
