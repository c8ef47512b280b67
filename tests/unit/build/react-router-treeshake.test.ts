import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeshakeableReactRouter } from '../../../scripts/react-router-treeshake';

const DIST = path.resolve('node_modules/react-router/dist/development');
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = /m;
const UNANNOTATED = /= React\d*\.(?:forwardRef|memo|createContext)\(/;

describe('React Router made tree-shakeable', () => {
  it('marks wrappers pure and drops displayName writes, keeping every other line', () => {
    const source = [
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var M = React3.memo(Inner);',
      'RenderErrorBoundary.contextType = Ctx;',
      '',
    ].join('\n');
    expect(treeshakeableReactRouter(source)).toBe(
      [
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'var M = /* @__PURE__ */ React3.memo(Inner);',
        'RenderErrorBoundary.contextType = Ctx;',
        '',
      ].join('\n'),
    );
  });

  it('finds what it removes in the installed package (a new release written otherwise fails here)', () => {
    const files = fs.readdirSync(DIST).filter((file) => file.endsWith('.mjs'));
    const sources = files.map((file) => fs.readFileSync(path.join(DIST, file), 'utf8'));
    expect(sources.some((code) => DISPLAY_NAME.test(code))).toBe(true);
    expect(sources.some((code) => UNANNOTATED.test(code))).toBe(true);
    for (const code of sources.map(treeshakeableReactRouter)) {
      expect(code).not.toMatch(DISPLAY_NAME);
      expect(code).not.toMatch(UNANNOTATED);
    }
  });
});
