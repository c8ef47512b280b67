import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  createStaticHistory,
  resolveTo,
  type History,
  type Location,
  type To,
} from './location';
import { pickRoute } from './match';

/**
 * The site's router: the few parts of react-router's API the site uses (BrowserRouter,
 * MemoryRouter, StaticRouter, Routes/Route, Link, useLocation, useNavigate), in ~2 KB instead of
 * ~13 KB of JavaScript on every page.
 *
 * The context carries only the history, which never changes; components that read the location
 * subscribe to it themselves (useSyncExternalStore). A navigation therefore re-renders only what
 * reads the address, and never touches a section that is still waiting to be hydrated (see
 * ui/lazy-island.tsx), as a changing context value would.
 */

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for react-router compatibility; this router never resets the scroll itself. */
  preventScrollReset?: boolean;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

const HistoryContext = createContext<History | null>(null);

function useHistory(hook: string): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error(`${hook} may be used only inside a router`);
  return history;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** An in-memory history (tests). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: To[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

/** One fixed address (server rendering). */
export function StaticRouter({ location, children }: { location: To; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  const history = useHistory('useLocation');
  const current = () => history.location;
  return useSyncExternalStore(history.listen, current, current);
}

export function useNavigate(): NavigateFunction {
  const history = useHistory('useNavigate');
  return useMemo<NavigateFunction>(
    () =>
      (to, options = {}) => {
        if (typeof to === 'number') {
          history.go(to);
          return;
        }
        if (options.replace) history.replace(to, options.state);
        else history.push(to, options.state);
      },
    [history],
  );
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** A route of <Routes>; it renders nothing by itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

/** Renders the element of the child <Route> that best matches the address (see match.ts). */
export function Routes({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<RouteProps>(child) && child.type === Route) routes.push(child.props);
  });
  return <>{pickRoute(routes, location.pathname)?.route.element ?? null}</>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link that navigates without reloading the page; modified clicks keep the browser's way. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const history = useHistory('Link');
  // Absolute addresses (all the site's links) need no location; a relative one is resolved
  // against the location at render time without subscribing to its changes.
  const href = createPath(resolveTo(to, history.location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // A link to where the visitor already is replaces the entry instead of repeating it.
    if (replace ?? createPath(history.location) === href) history.replace(to, state);
    else history.push(to, state);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
