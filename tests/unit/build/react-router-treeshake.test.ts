import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  namedReactImports,
  treeshakeableReactRouter,
} from '../../../scripts/react-router-treeshake';

const DIST = path.resolve('node_modules/react-router/dist/development');
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = /m;
const UNANNOTATED = /= React\d*\.(?:forwardRef|memo|createContext)\(/;
const WHOLE_REACT_IMPORT = /^import (?:\* as )?\w+ from "react(?:-dom)?";$/m;

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

  it('imports the names React Router reads from React and React DOM instead of the whole modules', () => {
    const source = [
      'import * as React2 from "react";',
      'import React3 from "react";',
      'import * as ReactDOM from "react-dom";',
      'var USE_OPTIMISTIC = "useOptimistic";',
      'var Ctx = React2.createContext(null);',
      'class B extends React3.Component {}',
      'var useOptimisticImpl = React2[USE_OPTIMISTIC];',
      'var m = React2.Children.map;',
      'var text = "React2.useState in a string, React Router";',
      'var o = { React2: 1 }, p = o.React2;',
      'ReactDOM.flushSync(() => {});',
      '',
    ].join('\n');
    expect(namedReactImports(source)).toBe(
      [
        'import { Children as React2$Children, createContext as React2$createContext, useOptimistic as React2$useOptimistic } from "react";',
        'import { Component as React3$Component } from "react";',
        'import { flushSync as ReactDOM$flushSync } from "react-dom";',
        'var USE_OPTIMISTIC = "useOptimistic";',
        'var Ctx = React2$createContext(null);',
        'class B extends React3$Component {}',
        'var useOptimisticImpl = React2$useOptimistic;',
        'var m = React2$Children.map;',
        'var text = "React2.useState in a string, React Router";',
        'var o = { React2: 1 }, p = o.React2;',
        'ReactDOM$flushSync(() => {});',
        '',
      ].join('\n'),
    );
  });

  it('keeps a whole import whose name is used as a value or looked up by an unknown key', () => {
    const passed = 'import * as React from "react";\nuse(React);\nReact.useId();\n';
    expect(namedReactImports(passed)).toBe(passed);
    const looked = 'import * as React from "react";\nvar k = pick();\nReact[k];\n';
    expect(namedReactImports(looked)).toBe(looked);
  });

  it('finds what it removes in the installed package (a new release written otherwise fails here)', () => {
    const files = fs.readdirSync(DIST).filter((file) => file.endsWith('.mjs'));
    const sources = files.map((file) => fs.readFileSync(path.join(DIST, file), 'utf8'));
    expect(sources.some((code) => DISPLAY_NAME.test(code))).toBe(true);
    expect(sources.some((code) => UNANNOTATED.test(code))).toBe(true);
    expect(sources.some((code) => WHOLE_REACT_IMPORT.test(code))).toBe(true);
    for (const code of sources.map(treeshakeableReactRouter)) {
      expect(code).not.toMatch(DISPLAY_NAME);
      expect(code).not.toMatch(UNANNOTATED);
      expect(code).not.toMatch(WHOLE_REACT_IMPORT);
    }
  });
});
