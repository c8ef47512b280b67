export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type RouteProps,
} from './router';
export { matchPath, pickRoute, rankPattern, type PathMatch } from './match';
export type { Location, To } from './location';
