import { describe, expect, it } from 'vitest';
import { routeHeadTags } from '../../../scripts/prerender';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/pages/legal/legal-page.tsx': {
    file: 'assets/legal-page-2.js',
    imports: ['index.html', '_tab-strip.js', '_react.js'],
    css: ['assets/legal-page-2.css'],
  },
  '_tab-strip.js': { file: 'assets/tab-strip-3.js', css: ['assets/tab-strip-3.css'] },
  '_react.js': { file: 'assets/react-4.js' },
};

describe('the prerendered page head for a code-split route', () => {
  it('links the route chunk, its shared chunks and all their styles, but not the entry', () => {
    const tags = routeHeadTags(
      manifest,
      'src/pages/legal/legal-page.tsx',
      new Set(['assets/react-4.js']),
    );
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/legal-page-2.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/tab-strip-3.css">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/legal-page-2.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/tab-strip-3.js">');
    expect(tags).not.toContain('index-1');
    expect(tags).not.toContain('react-4.js');
  });

  it('refuses a page the manifest does not know, so a renamed file cannot go unnoticed', () => {
    expect(() => routeHeadTags(manifest, 'src/pages/gone.tsx')).toThrow(
      /not in the build manifest/,
    );
  });
});
