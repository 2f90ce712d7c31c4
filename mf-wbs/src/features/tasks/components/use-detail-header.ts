import { useCallback, useMemo } from 'react';
import { useNavigate } from '@haru/router';
import { messages } from '../../../messages/ko';
import { useViewMode, useWbsHeader } from '../../shared/view-mode';

export const DETAIL_VIEWS = [
  { id: 'tree', label: messages.views.tree },
  { id: 'timeline', label: messages.views.timeline },
] as const;
const DETAIL_VIEW_IDS = ['tree', 'timeline'] as const;
const NO_VIEWS: readonly { id: string; label: string }[] = [];

/** Tree and timeline views in the desktop header; its "new" action (Ctrl/Cmd+N) adds a task. */
/** Until the project is loaded (or when it does not exist) the header offers nothing, so no button is dead. */
export function useDetailHeader(projectId: string, title: string | undefined) {
  const navigate = useNavigate();
  const [view, setView] = useViewMode('detail', DETAIL_VIEW_IDS);
  const addTask = useCallback(() => navigate(`/wbs/projects/${projectId}/tasks/add`), [navigate, projectId]);
  const create = useMemo(() => ({ id: 'new-task', label: messages.detail.addTask, run: addTask }), [addTask]);
  useWbsHeader({
    title: title ?? messages.detail.title,
    breadcrumb: messages.detail.breadcrumb,
    views: title ? DETAIL_VIEWS : NO_VIEWS,
    activeView: view,
    onViewChange: setView,
    create: title ? create : undefined,
  });
  return { view, setView, addTask };
}
