import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the client build groups modules into chunks (Rolldown's `output.codeSplitting.groups`):
 * what every page starts with in three chunks, the pages' own code split as Rolldown decides.
 *
 * Rolldown, left alone, splits the modules the app (`boot`) imports statically into a chunk per
 * set of importers, since page chunks import many of them too: ~30 small chunks on every page,
 * each compressed on its own (its dictionary starts cold) and naming what it imports and exports.
 * Every page loads all of them anyway, as the app imports each one before any page, so in one
 * chunk they cost 7 KB of gzip less on every page (docs/decisions.md, 2026-11-27).
 */

/** The module graph as Rolldown's chunking sees it (the part of its `ChunkingContext` read here). */
export interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The given modules and every module they import statically, transitively. */
export function staticGraph(graph: ChunkingGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/**
 * The chunk each module of the start goes to: `early` for what the entry imports (it runs before
 * the first paint and imports no React), `app-shell` for what the app imports besides, null for
 * the rest (the entry, React's chunk, the app's own small chunk and the pages').
 */
export function startChunkOf(
  graph: ChunkingGraph,
  entry: string,
  boot: string,
): (id: string) => 'early' | 'app-shell' | null {
  const early = staticGraph(graph, [entry]);
  const app = staticGraph(graph, [boot]);
  return (id) => {
    // The entry's own module stays the entry chunk: it awaits the app, which imports `early`, and
    // a chunk that awaited a chunk importing it would never finish.
    if (id === entry) return null;
    if (early.has(id)) return 'early';
    // The app's own module stays the dynamic entry the entry imports.
    if (app.has(id) && id !== boot) return 'app-shell';
    return null;
  };
}

export interface StartChunksOptions {
  root: string;
  /** The page's entry module, relative to root (src/main.ts). */
  entry: string;
  /** The app the entry imports once the page has painted, relative to root (src/boot.tsx). */
  boot: string;
  /** The libraries the entry loads before the app, in a chunk of their own (React). */
  libraries: RegExp;
}

export function startChunkGroups(options: StartChunksOptions): Rolldown.CodeSplittingGroup[] {
  const entry = path.resolve(options.root, options.entry);
  const boot = path.resolve(options.root, options.boot);
  // One chunking pass asks for every module: the graph is walked once per pass.
  let last: { ctx: Rolldown.ChunkingContext; chunkOf: ReturnType<typeof startChunkOf> } | null =
    null;
  const chunkOf = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (last?.ctx !== ctx) last = { ctx, chunkOf: startChunkOf(ctx, entry, boot) };
    return last.chunkOf(id);
  };
  // Priorities: a module goes to the first group of these that wants it, and a group takes the
  // modules its modules import with it, unless a group before it took them.
  return [
    // Every page needs all of React at start: one chunk, one request.
    { name: 'react', test: options.libraries, priority: 3 },
    {
      name: (id, ctx) => (chunkOf(id, ctx) === 'early' ? 'early' : null),
      debugName: 'early',
      priority: 2,
    },
    {
      name: (id, ctx) => (chunkOf(id, ctx) === 'app-shell' ? 'app-shell' : null),
      debugName: 'app-shell',
      priority: 1,
    },
  ];
}
