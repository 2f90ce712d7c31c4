import { Button, EmptyState } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { remoteLabel } from './remote-labels';

/** The in-layout Korean fallback for a remote that cannot load or crashed. */
export function RemoteFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <div role="alert" data-testid="remote-fallback" data-remote={name}>
      <EmptyState
        title={messages.remote.unavailableTitle(remoteLabel(name))}
        description={messages.remote.unavailableText}
        action={<Button variant="primary" onClick={onRetry}>{messages.remote.retry}</Button>}
      />
    </div>
  );
}
