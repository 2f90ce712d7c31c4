import { Button, EmptyState } from '@haru/ui-kit';
import { useNavigate } from '@haru/router';
import { messages } from '../../messages/ko';

export function ProjectNotFound() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="wbs-not-found">
      <h1 id="wbs-not-found" className="haru-visually-hidden">{messages.detail.notFoundTitle}</h1>
      <EmptyState
        title={messages.detail.notFoundTitle}
        description={messages.detail.notFoundText}
        action={<Button variant="primary" onClick={() => navigate('/wbs')}>{messages.common.back}</Button>}
      />
    </section>
  );
}
