/**
 * What the apps get for `react-router-dom` in the browser (the `import` of its shared entry in
 * shared-modules.js): the declarative router, its hooks and URL helpers.
 *
 * A shared module is bundled with every export it has, because the build cannot know what a
 * remote released later will use; react-router's index also carries its server and framework
 * parts (static handler, sessions, cookies, RSC, data routers), ~60 KB gzip that no page runs.
 * Re-exporting a named list lets webpack leave the rest out. The shop routes declaratively
 * (shell/src/app-routes.tsx); an app that needs an export missing here fails its build
 * (exportsPresence: 'error'), so the list grows with a release of the shell first.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
