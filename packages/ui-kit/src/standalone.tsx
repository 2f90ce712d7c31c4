import { useState, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readSession, request, sessionFromAuth, writeSession, type AuthPayload } from '@haru/api-client';
import './tokens.css';
import { harnessMessages } from './messages/ko';
import { ToastProvider } from './components/toasts';
import { ScreenActionsProvider } from './screen-actions';

const queryClient = new QueryClient();

/**
 * Development only: what the shell provides (router, query client, toasts, screen actions, a session), so a
 * team can run its remote alone with its own dev server. The dev server proxies /api to a running API.
 */
export function StandaloneHarness({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => readSession() !== null);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ScreenActionsProvider>
          <BrowserRouter>{signedIn ? children : <DevLogin onDone={() => setSignedIn(true)} />}</BrowserRouter>
        </ScreenActionsProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

function DevLogin({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    try {
      const auth = await request<AuthPayload>('/api/auth/login', {
        method: 'POST',
        auth: false,
        body: { username: data.get('username'), password: data.get('password') },
      });
      writeSession(sessionFromAuth(auth));
      onDone();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={submit} style={{ maxWidth: 320, margin: '10vh auto', display: 'grid', gap: 8 }}>
      <input name="username" aria-label={harnessMessages.username} autoComplete="username" />
      <input name="password" aria-label={harnessMessages.password} type="password" autoComplete="current-password" />
      <button type="submit">{harnessMessages.signIn}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
