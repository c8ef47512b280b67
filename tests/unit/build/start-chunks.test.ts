import { describe, expect, it } from 'vitest';
import { startChunkGroups, startChunkOf, staticGraph } from '../../../scripts/start-chunks';

/** A module graph: each module's static and dynamic imports. */
const MODULES: Record<string, { imports: string[]; dynamic?: string[] }> = {
  '/app/src/main.ts': {
    imports: ['/app/src/early-input.ts', '/app/src/global.css'],
    dynamic: ['/app/src/boot.tsx', '/app/src/boot-libraries.ts'],
  },
  '/app/src/early-input.ts': { imports: [] },
  '/app/src/global.css': { imports: [] },
  '/app/src/boot-libraries.ts': { imports: ['/app/node_modules/react/index.js'] },
  '/app/src/boot.tsx': {
    imports: ['/app/src/app.tsx', '/app/node_modules/react/index.js'],
  },
  '/app/src/app.tsx': {
    imports: ['/app/src/header.tsx', '/app/src/early-input.ts'],
    dynamic: ['/app/src/contact-page.tsx'],
  },
  '/app/src/header.tsx': { imports: ['/app/node_modules/react/index.js'] },
  '/app/src/contact-page.tsx': { imports: ['/app/src/header.tsx', '/app/src/form.tsx'] },
  '/app/src/form.tsx': { imports: [] },
  '/app/node_modules/react/index.js': { imports: [] },
};

const graph = {
  getModuleInfo: (id: string) => {
    const found = MODULES[id];
    return found
      ? { importedIds: found.imports, dynamicallyImportedIds: found.dynamic ?? [] }
      : null;
  },
};

describe('the chunks every page starts with', () => {
  it('follows static imports only, transitively', () => {
    expect([...staticGraph(graph, ['/app/src/boot.tsx'])].sort()).toEqual([
      '/app/node_modules/react/index.js',
      '/app/src/app.tsx',
      '/app/src/boot.tsx',
      '/app/src/early-input.ts',
      '/app/src/header.tsx',
    ]);
  });

  it("puts the entry's imports in `early` and the rest of the app's start in `app-shell`", () => {
    const chunkOf = startChunkOf(graph, '/app/src/main.ts', '/app/src/boot.tsx');
    // The entry awaits the app, which imports `early`: in `early` it would wait for itself.
    expect(chunkOf('/app/src/main.ts')).toBeNull();
    expect(chunkOf('/app/src/early-input.ts')).toBe('early');
    expect(chunkOf('/app/src/global.css')).toBe('early');
    expect(chunkOf('/app/src/app.tsx')).toBe('app-shell');
    // A module a page imports too: the app has loaded it before any page.
    expect(chunkOf('/app/src/header.tsx')).toBe('app-shell');
    // The app's own module stays the chunk the entry imports once the page has painted.
    expect(chunkOf('/app/src/boot.tsx')).toBeNull();
    // What only pages import stays with the pages.
    expect(chunkOf('/app/src/contact-page.tsx')).toBeNull();
    expect(chunkOf('/app/src/form.tsx')).toBeNull();
  });

  it('gives React its own chunk before the others take their modules', () => {
    const groups = startChunkGroups({
      root: '/app',
      entry: 'src/main.ts',
      boot: 'src/boot.tsx',
      libraries: /[\\/]node_modules[\\/]react[\\/]/,
    });
    expect(groups.map((group) => group.priority)).toEqual([3, 2, 1]);
    const [react, early, shell] = groups;
    expect(react?.name).toBe('react');
    const nameOf = (group: typeof early, id: string) =>
      typeof group?.name === 'function' ? group.name(id, graph as never) : group?.name;
    expect(nameOf(early, '/app/src/early-input.ts')).toBe('early');
    expect(nameOf(early, '/app/src/header.tsx')).toBeNull();
    expect(nameOf(shell, '/app/src/header.tsx')).toBe('app-shell');
    expect(nameOf(shell, '/app/src/early-input.ts')).toBeNull();
  });
});
