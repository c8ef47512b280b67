import { parseAst, type Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router a page does not use (issue 15).
 *
 * React Router 7's files are one large module whose top level sets `X.displayName = "…"` on its
 * contexts and components and wraps components in `React.forwardRef(…)`/`React.memo(…)` without a
 * pure annotation. A bundler must keep those statements (a property write, a call), and with them
 * everything they reach: importing `useLocation` alone kept `Link`, `NavLink`, `Form`, the
 * prefetching and the scroll restoration, 12 KB of gzip. Without the `displayName` writes (read only
 * by React's developer tools) and with the wrappers marked pure, `useLocation` alone is 2.2 KB.
 * Its whole imports of React and React DOM become imports of the names it reads
 * (`namedReactImports`), which spares every chunk that imports React an interop wrapper.
 */

/** The package's built files (any of its dist folders). */
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

/** A top-level `Name.displayName = "…";` line (kept as an empty line: line numbers stay). */
const DISPLAY_NAME_LINE = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

/** `= React.forwardRef(`, `= React2.memo(`, `= React.createContext(` not yet annotated. */
const UNANNOTATED_WRAPPER = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;

/** An ESTree node as `parseAst` gives it: its type, its place in the source and its fields. */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Calls `visit` for every node under `node`, with its parent. */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | null) => void): void {
  const stack: [AstNode, AstNode | null][] = [[node, null]];
  while (stack.length > 0) {
    const [current, parent] = stack.pop() as [AstNode, AstNode | null];
    visit(current, parent);
    for (const value of Object.values(current)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isNode(child)) stack.push([child, current]);
      }
    }
  }
}

/**
 * React Router imports React and React DOM whole (`import * as React2 from "react"`, `import
 * React3 from "react"`); the app imports the names it uses. They are CommonJS, and a whole import
 * from React Router's `.mjs` files makes Rolldown wrap them in every chunk that imports them
 * (`__toESM(require_react(), 1)`: a runtime helper of its own and an import of it in each chunk,
 * ~0.4 KB of gzip a page). Each `React2.useContext` becomes an imported name
 * (`React2$useContext`), and so does `React3[USE_OPTIMISTIC]` where the key is a string constant
 * of the file (`var USE_OPTIMISTIC = "useOptimistic"`); an import whose name is used any other way
 * (passed on, or looked up by another key) is kept as it is.
 */
export function namedReactImports(code: string): string {
  const program = parseAst(code) as unknown as AstNode;
  const imports = new Map<string, AstNode>();
  const constants = new Map<string, string>();
  for (const statement of program.body as AstNode[]) {
    const specifiers = statement.specifiers as AstNode[] | undefined;
    const source = statement.source as AstNode | undefined;
    if (
      statement.type === 'ImportDeclaration' &&
      (source?.value === 'react' || source?.value === 'react-dom') &&
      specifiers?.length === 1 &&
      (specifiers[0]?.type === 'ImportNamespaceSpecifier' ||
        specifiers[0]?.type === 'ImportDefaultSpecifier')
    ) {
      imports.set((specifiers[0].local as AstNode).name as string, statement);
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const init = declarator.init as AstNode | null;
        if (id.type === 'Identifier' && init?.type === 'Literal' && typeof init.value === 'string')
          constants.set(id.name as string, init.value);
      }
    }
  }
  if (imports.size === 0) return code;

  /** Per import: the members used, where, and whether the name is also used whole. */
  const uses = new Map<
    string,
    { members: Set<string>; edits: [AstNode, string][]; whole: boolean }
  >();
  for (const name of imports.keys())
    uses.set(name, { members: new Set(), edits: [], whole: false });
  walk(program, (node, parent) => {
    if (node.type !== 'Identifier') return;
    const use = uses.get(node.name as string);
    if (!use || !parent || parent.type.startsWith('Import')) return;
    // `x.React2` and `{ React2: x }` name a property, not the import.
    if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
    if (parent.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
      return;
    if (parent.type === 'MemberExpression' && parent.object === node) {
      const property = parent.property as AstNode;
      const member = !parent.computed
        ? (property.name as string)
        : property.type === 'Literal' && typeof property.value === 'string'
          ? property.value
          : property.type === 'Identifier'
            ? constants.get(property.name as string)
            : undefined;
      if (member !== undefined && /^[A-Za-z_$][\w$]*$/.test(member)) {
        use.members.add(member);
        use.edits.push([parent, `${node.name as string}$${member}`]);
        return;
      }
    }
    use.whole = true;
  });

  const edits: [number, number, string][] = [];
  for (const [name, statement] of imports) {
    const use = uses.get(name);
    if (!use || use.whole || use.members.size === 0) continue;
    const specifiers = [...use.members].sort().map((member) => `${member} as ${name}$${member}`);
    edits.push([
      statement.start,
      statement.end,
      `import { ${specifiers.join(', ')} } from "${(statement.source as AstNode).value as string}";`,
    ]);
    for (const [node, text] of use.edits) edits.push([node.start, node.end, text]);
  }
  // From the end, so the places before each edit stay where they are. An edit inside another
  // (`React2.Children` in `React2.Children.map`) is never both: only the import's name is replaced.
  edits.sort((a, b) => b[0] - a[0]);
  let result = code;
  for (const [start, end, text] of edits)
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/** The transformed source of one of React Router's files (exported for its test). */
export function treeshakeableReactRouter(code: string): string {
  return namedReactImports(
    code.replace(DISPLAY_NAME_LINE, '\n').replace(UNANNOTATED_WRAPPER, '= /* @__PURE__ */ $1'),
  );
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
