import { Button, EmptyState, PageHeader, PageLayout } from '@haru/ui-kit';
import { useNavigate } from '@haru/router';
import { messages } from '../../messages/ko';

export function ProjectNotFound() {
  const navigate = useNavigate();
  return (
    <PageLayout>
      <PageHeader title={messages.detail.notFoundTitle} />
      <EmptyState
        title={messages.detail.notFoundTitle}
        description={messages.detail.notFoundText}
        action={<Button variant="primary" onClick={() => navigate('/wbs')}>{messages.common.back}</Button>}
      />
    </PageLayout>
  );
}
