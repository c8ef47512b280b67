import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router a page does not use (issue 15).
 *
 * React Router 7's files are one large module whose top level sets `X.displayName = "…"` on its
 * contexts and components and wraps components in `React.forwardRef(…)`/`React.memo(…)` without a
 * pure annotation. A bundler must keep those statements (a property write, a call), and with them
 * everything they reach: importing `useLocation` alone kept `Link`, `NavLink`, `Form`, the
 * prefetching and the scroll restoration, 12 KB of gzip. Without the `displayName` writes (read only
 * by React's developer tools) and with the wrappers marked pure, `useLocation` alone is 2.2 KB.
 */

/** The package's built files (any of its dist folders). */
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

/** A top-level `Name.displayName = "…";` line (kept as an empty line: line numbers stay). */
const DISPLAY_NAME_LINE = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

/** `= React.forwardRef(`, `= React2.memo(`, `= React.createContext(` not yet annotated. */
const UNANNOTATED_WRAPPER = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;

/** The transformed source of one of React Router's files (exported for its test). */
export function treeshakeableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME_LINE, '\n').replace(UNANNOTATED_WRAPPER, '= /* @__PURE__ */ $1');
}

export function reactRouterTreeshake(): Plugin {
  return {
    name: 'kub:react-router-treeshake',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: treeshakeableReactRouter(code), map: null };
    },
  };
}
