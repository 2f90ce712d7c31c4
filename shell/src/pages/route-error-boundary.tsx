import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@haru/router';
import { ErrorPage } from './error-page';

interface Props { pathname: string; children: ReactNode }

/**
 * Catches what the shell's own screens throw while rendering (a remote has its own boundary in RemoteSlot), and
 * a shell chunk that fails to download. Going to another page (back button, a link) renders the routes again.
 */
class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
