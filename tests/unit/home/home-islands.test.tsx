import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/pages/home/home-page';

describe('home page start', () => {
  it('draws every section on the server and leaves all but the hero to hydrate on approach', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <HomePage />
      </MemoryRouter>,
    );
    for (const id of ['hero', 'services', 'about', 'projects', 'contact', 'reviews']) {
      expect(html).toContain(`<section id="${id}"`);
    }
    expect(html).toContain('Пять направлений — одна команда');
    // An island is a Suspense boundary: React keeps its server HTML until its code has loaded.
    for (const id of ['services', 'about', 'projects', 'contact', 'reviews']) {
      expect(html).toContain(`<!--$--><section id="${id}"`);
    }
    expect(html).not.toContain('<!--$--><section id="hero"');
  });
});
