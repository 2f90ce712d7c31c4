/**
 * The only door to react-router. Module Federation shares a package whole (no tree-shaking), and react-router
 * as a shared singleton cost every page ~60 KB gzip; shared through this module, the shell's build keeps only
 * what is re-exported here (the declarative router, ~16 KB). Every app imports routing from here (a lint rule
 * forbids react-router and react-router-dom elsewhere), so there is one router instance and one location
 * context across the shell and the remotes.
 *
 * Add a name only when an app needs it: each one is paid for on every page.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps } from 'react-router';
export { useNavigate, setLeaveBlocker, type LeaveBlocker, type LeaveRequest } from './leave-blocker';
