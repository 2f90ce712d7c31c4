import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Spinner } from '@haru/ui-kit';
import { isFallbackModule } from './runtime-plugin';
import { RemoteFallback } from './remote-fallback';
import { messages } from '../messages/ko';

export class RemoteUnavailableError extends Error {}

/** Automatic retries before the fallback shows (the user can retry after that). */
export const AUTO_RETRY_DELAYS_MS = [400, 1200];

function lazyRemote(name: string): ComponentType {
  return lazy(async () => {
    const mod = await loadRemote<{ default?: ComponentType }>(`${name}/App`);
    if (isFallbackModule(mod) || !mod?.default) throw new RemoteUnavailableError(name);
    return { default: mod.default };
  });
}

interface BoundaryProps { onError: (error: Error) => void; children: ReactNode }

/** Catches load failures and render-time crashes inside one remote, so the shell never blanks. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('remote failed', error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders one remote's App with Suspense, an error boundary, automatic retries with backoff and a Retry button.
 * Mount it with `key={name}` so switching remotes starts from a clean state.
 */
export function RemoteSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  // A rejected lazy() is cached forever: every attempt needs a fresh one.
  const [RemoteApp, setRemoteApp] = useState(() => lazyRemote(name));
  const retry = () => {
    setRemoteApp(() => lazyRemote(name));
    setAttempt((n) => n + 1);
  };

  const onError = () => {
    const delay = AUTO_RETRY_DELAYS_MS[failures];
    setFailures((n) => n + 1);
    if (delay === undefined) setGaveUp(true);
    else setTimeout(retry, delay);
  };

  if (gaveUp) {
    const retryNow = () => {
      setFailures(0);
      setGaveUp(false);
      retry();
    };
    return <RemoteFallback name={name} onRetry={retryNow} />;
  }
  return (
    <RemoteBoundary key={`${name}:${attempt}`} onError={onError}>
      <Suspense fallback={<Spinner label={messages.remote.loading} />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}
