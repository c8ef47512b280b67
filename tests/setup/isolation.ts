import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Unit test files that must run in a module graph and jsdom of their own. The others share one per
 * worker (`isolate: false`), which takes the unit stage from about 140 s to 50 s on two cores
 * (docs/decisions.md): most of a file's time was setting up jsdom and importing React again.
 *
 * A file needs its own when it replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`: the
 * shared module cache would hand the mock to the next file, or the real module to this one) or
 * keeps IndexedDB (fake-indexeddb's databases live as long as the module does). The file's own text
 * decides, so a new test that mocks a module is isolated without anyone keeping a list.
 */
const NEEDS_OWN_CONTEXT = /\bvi\.(mock|doMock|resetModules)\(|fake-indexeddb/;

const TEST_FILE = /\.test\.tsx?$/;

export function unitFilesNeedingIsolation(root: string, folder = 'tests/unit'): string[] {
  const base = path.join(root, folder);
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => NEEDS_OWN_CONTEXT.test(readFileSync(path.join(base, file), 'utf8')))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}
