import type { Crumb } from '@haru/ui-kit';
import { useCallback, useMemo } from 'react';
import { useNavigate } from '@haru/router';
import { messages } from '../../../messages/ko';
import { useViewMode, useWbsHeader } from '../../shared/view-mode';

export const LIST_VIEWS = [
  { id: 'card', label: messages.views.card },
  { id: 'list', label: messages.views.list },
] as const;
const LIST_VIEW_IDS = ['card', 'list'] as const;

/** Both list pages: card/list views and the new-project action in the desktop header. */
export function useProjectListHeader(title: string, breadcrumb: readonly Crumb[]) {
  const navigate = useNavigate();
  const [view, setView] = useViewMode('projects', LIST_VIEW_IDS);
  const goCreate = useCallback(() => navigate('/wbs/add'), [navigate]);
  const create = useMemo(() => ({ id: 'new-project', label: messages.list.newProject, run: goCreate }), [goCreate]);
  useWbsHeader({ title, breadcrumb, views: LIST_VIEWS, activeView: view, onViewChange: setView, create });
  return { view, setView, goCreate };
}
