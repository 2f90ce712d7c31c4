import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './pages/error-page';
import { LandingPage } from './pages/landing/landing-page';
import { LoginPage } from './pages/login/login-page';
import { RegisterPage } from './pages/register/register-page';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './layout/app-layout';
import { ownerOf } from './mf/route-owners';
import { RemoteSlot } from './mf/remote-slot';

/** Renders the remote that owns the current path; any other path goes to /home. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <Navigate to="/home" replace />;
  return <RemoteSlot key={owner} name={owner} />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/intro', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        element: <RequireAuth><AppLayout /></RequireAuth>,
        children: [{ path: '*', element: <RemoteOutlet /> }],
      },
    ],
  },
];
