import { describe, expect, it } from 'vitest';
import { findRouteMeta, ROUTE_META } from '../../../src/app/route-meta';

describe('route table', () => {
  it.each([
    ['/', 'home', 'index.html'],
    ['/services/electrical', 'service', 'services/electrical.html'],
    ['/services/lowcurrent', 'service', 'services/lowcurrent.html'],
    ['/services/ventilation', 'service', 'services/ventilation.html'],
    ['/services/design', 'service', 'services/design.html'],
    ['/services/construction', 'service', 'services/construction.html'],
    [
      '/services/electrical/power-connection',
      'service',
      'services/electrical/power-connection.html',
    ],
    ['/services/electrical/power-upgrade', 'service', 'services/electrical/power-upgrade.html'],
    ['/services/electrical/indoor', 'service', 'services/electrical/indoor.html'],
    ['/pages/projects', 'projects', 'pages/projects.html'],
    ['/contact', 'contact', 'contact.html'],
    ['/legal/cookies', 'legal', 'legal/cookies.html'],
    ['/legal/terms', 'legal', 'legal/terms.html'],
    ['/legal/privacy', 'legal', 'legal/privacy.html'],
    ['/kiosk', 'kiosk', 'kiosk.html'],
  ])('%s has area %s and is prerendered to %s', (path, area, file) => {
    const meta = findRouteMeta(path);
    expect(meta.area).toBe(area);
    expect(meta.file).toBe(file);
    expect(meta.title).toMatch(/КУБ/);
    expect(meta.description.length).toBeGreaterThan(20);
  });

  it('ignores a trailing slash', () => {
    expect(findRouteMeta('/contact/').path).toBe('/contact');
  });

  it('gives an unknown route only the bare product title and no area', () => {
    const meta = findRouteMeta('/nowhere');
    expect(meta.title).toBe('КУБ');
    expect(meta.area).toBeNull();
    expect(meta.file).toBe('404.html');
  });

  it('has a distinct title for every route', () => {
    const titles = ROUTE_META.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
