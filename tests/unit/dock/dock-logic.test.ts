import { describe, expect, it } from 'vitest';
import { dockVariant } from '../../../src/app/layout/dock/dock-variant';
import { isHeroZone, showBackToTop, spyActive } from '../../../src/app/layout/dock/dock-spy';

describe('dockVariant', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/legal/cookies', { kind: 'legal', current: 'cookies' }],
    ['/legal/terms', { kind: 'legal', current: 'terms' }],
    ['/legal/privacy/', { kind: 'legal', current: 'privacy' }],
    ['/services/electrical', { kind: 'service' }],
    ['/services/construction', { kind: 'service' }],
    ['/services/electrical/indoor', { kind: 'service' }],
    ['/contact', { kind: 'other', current: 'contact' }],
    ['/pages/projects', { kind: 'other', current: 'projects' }],
    ['/pro', { kind: 'other', current: null }],
    ['/account', { kind: 'other', current: null }],
    ['/services/unknown', { kind: 'other', current: null }],
    ['/legal/unknown', { kind: 'other', current: null }],
    ['/no-such-page', { kind: 'other', current: null }],
  ])('%s -> %j', (pathname, expected) => {
    expect(dockVariant(pathname)).toEqual(expected);
  });
});

describe('spyActive (offset 120)', () => {
  const page = (services: number, about: number, projects: number) => [
    { id: 'services', top: services },
    { id: 'about', top: about },
    { id: 'projects', top: projects },
    { id: 'contact', top: null },
  ];
  it.each([
    ['in the hero, the first section', page(600, 1500, 2500), false, 'services'],
    ['services at 121 px', page(121, 1000, 2000), false, 'services'],
    ['about exactly at 120 px', page(-800, 120, 1000), false, 'about'],
    ['about at 121 px', page(-800, 121, 1000), false, 'services'],
    ['projects past the top', page(-3000, -2000, -10), false, 'projects'],
    ['at the page bottom, the last present', page(-3000, -2000, 400), true, 'projects'],
  ])('%s', (_case, sections, atBottom, expected) => {
    expect(spyActive(sections, atBottom)).toBe(expected);
  });

  it('is null when no section is on the page', () => {
    expect(spyActive([{ id: 'services', top: null }])).toBeNull();
  });
});

describe('hero zone (silence 80) and back-to-top (500 px)', () => {
  it.each([
    [700, true],
    [81, true],
    [80, false],
    [-200, false],
    [null, false],
  ])('services top %s -> hero zone %s', (top, expected) => {
    expect(isHeroZone(top)).toBe(expected);
  });

  it.each([
    [0, false],
    [500, false],
    [501, true],
    [2000, true],
  ])('scrollY %s -> back-to-top %s', (scrollY, expected) => {
    expect(showBackToTop(scrollY)).toBe(expected);
  });
});
