import { lazy, Suspense } from 'react';
import { Route, Routes } from '@haru/router';
import { Spinner } from '@haru/ui-kit';
import { messages } from './messages/ko';
import { LoginPage } from './pages/login/login-page';
import { RouteErrorBoundary } from './pages/route-error-boundary';
import styles from './pages/route-pending.module.css';

/**
 * Login is in the first download; the landing page, register and everything behind the guard load on demand,
 * so /login stays small (bench/web/bundle.ts measures it).
 */
const LandingPage = lazy(() => import('./pages/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const RegisterPage = lazy(() => import('./pages/register/register-page').then((m) => ({ default: m.RegisterPage })));
// One chunk group, named so that the server preloads it with a signed-in screen's page (api/src/web/page-html.ts).
const ProtectedApp = lazy(() => import(/* webpackChunkName: "signed-in" */ './protected-app').then((m) => ({ default: m.ProtectedApp })));
const RemoteOutlet = lazy(() => import(/* webpackChunkName: "signed-in" */ './protected-app').then((m) => ({ default: m.RemoteOutlet })));

export function ShellRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<div className={styles.pending}><Spinner label={messages.remote.loading} /></div>}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/intro" element={<LoginPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route element={<ProtectedApp />}>
            <Route path="*" element={<RemoteOutlet />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
