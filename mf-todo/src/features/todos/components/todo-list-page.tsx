import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@haru/router';
import { TODO_SORTS, TODO_STATUSES, type TodoDto, type TodoSort, type TodoStatus } from '@haru/contracts';
import { Alert, EmptyState, Skeleton, useScreenActions, type ScreenActions, downloadFile } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useChangeStatus, useDeleteTodo, useTodos } from '../api/use-todos';
import { todosToCsv, todosToJson } from '../lib/export';
import { visibleTodos, type StatusFilter } from '../lib/sort-filter';
import { useToday } from '../lib/use-today';
import { ConfirmDialog } from './confirm-dialog';
import { KanbanBoard } from './kanban-board';
import { ListToolbar, VIEWS, type TodoView } from './list-toolbar';
import { QuickAddModal } from './quick-add-modal';
import { VirtualTodoList } from './virtual-todo-list';
import styles from './todo-list.module.css';

const VIEW_KEY = 'haru.todo.view';
const isFilter = (v: string | null): v is StatusFilter => v === 'all' || (TODO_STATUSES as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is TodoSort => (TODO_SORTS as readonly string[]).includes(v ?? '');

function useView(): [TodoView, (v: TodoView) => void] {
  const [view, setView] = useState<TodoView>(() => {
    const saved = localStorage.getItem(VIEW_KEY);
    return (VIEWS as readonly string[]).includes(saved ?? '') ? (saved as TodoView) : 'card';
  });
  const change = useCallback((v: TodoView) => { setView(v); localStorage.setItem(VIEW_KEY, v); }, []);
  return [view, change];
}

/** The success message a delete passes through navigation is shown once, then removed from history. */
function useFlash(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState<string | null>(() => (location.state as { message?: string } | null)?.message ?? null);
  const { pathname, search, state } = location;
  useEffect(() => {
    if (flash && state) navigate(pathname + search, { replace: true, state: null });
  }, [flash, state, pathname, search, navigate]);
  return flash;
}

/** /todo and /todolist. */
export function TodoListPage() {
  const { data, isPending } = useTodos();
  const [params, setParams] = useSearchParams();
  const filter: StatusFilter = isFilter(params.get('status')) ? (params.get('status') as StatusFilter) : 'all';
  const sort: TodoSort = isSort(params.get('sort')) ? (params.get('sort') as TodoSort) : 'priority';
  const [view, setView] = useView();
  const [quickAdd, setQuickAdd] = useState(false);
  const [deleting, setDeleting] = useState<TodoDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const flash = useFlash();
  const today = useToday();
  const changeStatus = useChangeStatus();
  const remove = useDeleteTodo();

  // A failed load shows an empty list (SPEC.md section 8).
  const todos = useMemo(() => visibleTodos(data ?? [], filter, sort), [data, filter, sort]);
  const setParam = (key: string, value: string, fallback: string) =>
    setParams((p) => { const n = new URLSearchParams(p); if (value === fallback) n.delete(key); else n.set(key, value); return n; }, { replace: true });

  const { mutate: mutateStatus } = changeStatus;
  const onStatus = useCallback((id: string, status: TodoStatus) => mutateStatus({ id, status }), [mutateStatus]);
  const onDelete = useCallback((todo: TodoDto) => { setDeleteError(null); setDeleting(todo); }, []);
  const exportList = useCallback((format: 'csv' | 'json') => {
    const stamp = today;
    if (format === 'csv') downloadFile(`할일-${stamp}.csv`, todosToCsv(todos), 'text/csv;charset=utf-8');
    else downloadFile(`할일-${stamp}.json`, todosToJson(todos), 'application/json');
  }, [todos, today]);

  const actions = useMemo<ScreenActions>(() => ({
    title: messages.titles.list,
    breadcrumb: [messages.breadcrumb.root, messages.breadcrumb.todo],
    views: VIEWS.map((v) => ({ id: v, label: messages.list.views[v] })),
    activeView: view,
    onViewChange: (id) => setView(id as TodoView),
    create: { id: 'todo-quick-add', label: messages.list.newTodo, run: () => setQuickAdd(true) },
    actions: [
      { id: 'export-csv', label: messages.list.exportCsv, run: () => exportList('csv') },
      { id: 'export-json', label: messages.list.exportJson, run: () => exportList('json') },
    ],
  }), [view, setView, exportList]);
  useScreenActions(actions);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => { setDeleting(null); setDeleteError(messages.detail.deleteFailed); },
    });
  };

  return (
    <section className={styles.page} data-remote="mf-todo">
      <h1 className={styles.heading}>{messages.titles.list}</h1>
      {flash && <Alert tone="success">{flash}</Alert>}
      {deleteError && <Alert>{deleteError}</Alert>}
      <ListToolbar
        filter={filter}
        sort={sort}
        view={view}
        count={todos.length}
        onFilter={(f) => setParam('status', f, 'all')}
        onSort={(s) => setParam('sort', s, 'priority')}
        onView={setView}
        onQuickAdd={() => setQuickAdd(true)}
        onExport={exportList}
      />
      {isPending ? (
        <div className={styles.skeletons} aria-busy="true" aria-label={messages.list.loading}>
          {[0, 1, 2].map((i) => <Skeleton key={i} height={88} />)}
        </div>
      ) : todos.length === 0 && view !== 'kanban' ? (
        <EmptyState title={filter === 'all' ? messages.list.empty : messages.list.emptyFiltered} />
      ) : view === 'kanban' ? (
        <KanbanBoard todos={todos} today={today} onStatus={onStatus} />
      ) : (
        <VirtualTodoList todos={todos} today={today} layout={view === 'card' ? 'card' : 'row'} onStatus={onStatus} onDelete={onDelete} />
      )}
      <QuickAddModal open={quickAdd} onClose={() => setQuickAdd(false)} />
      <ConfirmDialog
        open={deleting !== null}
        text={messages.detail.confirmDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
