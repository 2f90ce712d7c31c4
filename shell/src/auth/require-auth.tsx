import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onSessionChange, onSessionExpired, readSession } from '@haru/api-client';

/** Guard: without a session the visitor goes to /login, and comes back to the requested page after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => readSession() !== null);

  useEffect(() => onSessionChange((session) => setSignedIn(session !== null)), []);
  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true })), [navigate]);

  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
