import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from './pages/error-page';
import { LoginPage } from './pages/login/login-page';

/**
 * Login is in the first download; the landing page, register and everything behind the guard load on demand,
 * so /login stays small (bench/web/bundle.ts measures it).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('./pages/landing/landing-page')).LandingPage }) },
      { path: '/intro', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', lazy: async () => ({ Component: (await import('./pages/register/register-page')).RegisterPage }) },
      {
        lazy: async () => ({ Component: (await import('./protected-app')).ProtectedApp }),
        children: [{ path: '*', lazy: async () => ({ Component: (await import('./protected-app')).RemoteOutlet }) }],
      },
    ],
  },
];
