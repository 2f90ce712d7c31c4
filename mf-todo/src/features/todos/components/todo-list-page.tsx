import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@haru/router';
import type { TodoBulkChange, TodoDto, TodoSort, TodoStatus } from '@haru/contracts';
import { TODO_SORTS, TODO_STATUSES } from '@haru/contracts/src/todo-values';
import { Alert, Button, ConfirmDialog, EmptyState, PageHeader, PageLayout, Skeleton, useScreenActions, type ScreenActions, downloadFile } from '@haru/ui-kit';
import { LoadError } from '@haru/ui-kit/src/screen-parts';
import { useUndoDeleteToast } from '@haru/ui-kit/src/undo';
import { messages } from '../../../messages/ko';
import { fetchAllTodos } from '../api/todo-pages';
import { useChangeStatus, useDeleteTodo, useToggleComplete } from '../api/use-todos';
import { useBulkChange, useBulkDelete } from '../api/use-bulk';
import { kanbanCount, useKanbanLists, usePagedList, type KanbanLists } from '../api/use-paged-list';
import { todosToCsv, todosToJson } from '../lib/export';
import type { StatusFilter } from '../lib/pages';
import { useToday } from '../lib/use-today';
import { useSelection } from '../lib/use-selection';
import { useSelectionKeys } from '../lib/use-selection-keys';
import { useMatchingOffer } from '../lib/use-matching-offer';
import { LazyBulkActionBar } from './lazy-bulk-action-bar';
import { LazyKanbanBoard } from './lazy-kanban-board';
import { ListToolbar, VIEWS, type TodoView } from './list-toolbar';
import { QuickAddModal } from './quick-add-modal';
import { QuickAddRow } from './quick-add-row';
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

/** Header actions stay the same object while the list grows, so the shell's header does not re-render. */
function useListActions(view: TodoView, setView: (v: TodoView) => void, openQuickAdd: () => void, exportList: (f: 'csv' | 'json') => void) {
  const actions = useMemo<ScreenActions>(() => ({
    title: messages.titles.list,
    breadcrumb: [messages.breadcrumb.root, messages.breadcrumb.todo.label],
    views: VIEWS.map((v) => ({ id: v, label: messages.list.views[v] })),
    activeView: view,
    onViewChange: (id) => setView(id as TodoView),
    create: { id: 'todo-quick-add', label: messages.list.newTodo, run: openQuickAdd },
    actions: [
      { id: 'export-csv', label: messages.list.exportCsv, run: () => exportList('csv') },
      { id: 'export-json', label: messages.list.exportJson, run: () => exportList('json') },
    ],
  }), [view, setView, openQuickAdd, exportList]);
  useScreenActions(actions);
}

/** Exports the whole filtered list in the shown order (one bare GET), not only the loaded pages. */
function useExport(filter: StatusFilter, sort: TodoSort, today: string, onError: (text: string) => void) {
  return useCallback((format: 'csv' | 'json') => {
    fetchAllTodos(filter, sort).then((all) => {
      if (format === 'csv') downloadFile(`할일-${today}.csv`, todosToCsv(all), 'text/csv;charset=utf-8');
      else downloadFile(`할일-${today}.json`, todosToJson(all), 'application/json');
    }, () => onError(messages.list.exportFailed));
  }, [filter, sort, today, onError]);
}

/** What can be selected: the list's loaded to-dos, or the board's cards column by column (ranges stay in one). */
function useSelectable(todos: TodoDto[], columns: KanbanLists, view: TodoView) {
  const [pending, inProgress, completed] = TODO_STATUSES.map((s) => columns[s]?.todos);
  return useMemo(() => {
    if (view !== 'kanban') return { order: todos.map((t) => t.id), groupOf: undefined };
    const cards = [pending, inProgress, completed].flatMap((column) => column ?? []);
    return { order: cards.map((t) => t.id), groupOf: new Map(cards.map((t) => [t.id, t.status as string])) };
  }, [todos, pending, inProgress, completed, view]);
}

/** Selection mode in the list, card and board views (issue 22): the selection, its keys and the bulk requests. */
function useListSelection(todos: TodoDto[], columns: KanbanLists, view: TodoView) {
  const { order, groupOf } = useSelectable(todos, columns, view);
  const selection = useSelection(order, groupOf);
  useSelectionKeys(selection);
  const { active, start, stop, clear } = selection;
  useEffect(() => { clear(); }, [view, clear]);
  const change = useBulkChange();
  const remove = useBulkDelete();
  return {
    selection,
    selecting: active,
    toggleMode: () => (active ? stop() : start()),
    bulkBusy: change.isPending || remove.isPending,
    runChange: (ids: string[], c: TodoBulkChange) => change.mutate({ ids, change: c }, { onSuccess: clear }),
    runDelete: (ids: string[]) => remove.mutate(ids, { onSuccess: clear }),
  };
}

/** /todo and /todolist. */
export function TodoListPage() {
  const [params, setParams] = useSearchParams();
  const filter: StatusFilter = isFilter(params.get('status')) ? (params.get('status') as StatusFilter) : 'all';
  const sort: TodoSort = isSort(params.get('sort')) ? (params.get('sort') as TodoSort) : 'priority';
  const [view, setView] = useView();
  const [quickAdd, setQuickAdd] = useState(false);
  const [deleting, setDeleting] = useState<TodoDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const flash = useFlash();
  const today = useToday();
  const changeStatus = useChangeStatus();
  const { mutate: mutateComplete } = useToggleComplete();
  const remove = useDeleteTodo();
  const undoToast = useUndoDeleteToast();
  const list = usePagedList(filter, sort, view !== 'kanban');
  const columns = useKanbanLists(filter, sort, view === 'kanban');
  const count = view === 'kanban' ? kanbanCount(columns) : list.count;
  const loading = view === 'kanban' ? Object.values(columns).some((c) => c?.loading) : list.loading;
  const failedLists = view === 'kanban' ? Object.values(columns).filter((c) => c?.failed) : list.failed ? [list] : [];
  const retryFailed = () => failedLists.forEach((c) => c?.retry());
  const { selection, selecting, toggleMode, bulkBusy, runChange, runDelete } = useListSelection(list.todos, columns, view);
  const offer = useMatchingOffer({ filter, sort, selection, loaded: list.todos.length, hasMore: view !== 'kanban' && list.more.hasMore, count: list.count });

  const setParam = (key: string, value: string, fallback: string) =>
    setParams((p) => { const n = new URLSearchParams(p); if (value === fallback) n.delete(key); else n.set(key, value); return n; }, { replace: true });

  const { mutate: mutateStatus } = changeStatus;
  const onStatus = useCallback((id: string, status: TodoStatus) => mutateStatus({ id, status }), [mutateStatus]);
  const onComplete = useCallback((id: string, completed: boolean) => mutateComplete({ id, completed }), [mutateComplete]);
  const onDelete = useCallback((todo: TodoDto) => { setProblem(null); setDeleting(todo); }, []);
  const openQuickAdd = useCallback(() => setQuickAdd(true), []);
  const exportList = useExport(filter, sort, today, setProblem);
  useListActions(view, setView, openQuickAdd, exportList);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      // A delete queued offline (issue 24) is not in the 휴지통 yet: nothing to undo there.
      onSuccess: ({ queued }) => { setDeleting(null); if (!queued) undoToast(messages.trash.moved, 'todo', id); },
      onError: () => { setDeleting(null); setProblem(messages.detail.deleteFailed); },
    });
  };

  return (
    <PageLayout width="wide">
      <PageHeader title={messages.titles.list} />
      {flash && <Alert tone="success">{flash}</Alert>}
      {problem && <Alert>{problem}</Alert>}
      <ListToolbar
        filter={filter}
        sort={sort}
        view={view}
        count={loading || failedLists.length > 0 ? null : count}
        onFilter={(f) => setParam('status', f, 'all')}
        onSort={(s) => setParam('sort', s, 'priority')}
        onView={setView}
        onQuickAdd={openQuickAdd}
        onExport={exportList}
        selecting={selecting}
        onSelectMode={toggleMode}
      />
      <QuickAddRow />
      {failedLists.length > 0 ? (
        <LoadError message={messages.list.loadFailed} retryLabel={messages.list.retry} onRetry={retryFailed} />
      ) : loading ? (
        <div className={styles.skeletons} aria-busy="true" aria-label={messages.list.loading}>
          {[0, 1, 2].map((i) => <Skeleton key={i} height={88} />)}
        </div>
      ) : view === 'kanban' ? (
        <LazyKanbanBoard columns={columns} today={today} onStatus={onStatus} onComplete={onComplete} selection={selecting ? selection : undefined} />
      ) : list.todos.length === 0 && !list.more.hasMore ? (
        <EmptyState
          title={filter === 'all' ? messages.list.empty : messages.list.emptyFiltered}
          action={<Button variant="primary" onClick={openQuickAdd}>{messages.list.newTodo}</Button>}
        />
      ) : (
        <VirtualTodoList todos={list.todos} today={today} layout={view === 'card' ? 'card' : 'row'} onStatus={onStatus} onComplete={onComplete} onDelete={onDelete} more={list.more} selection={selecting ? selection : undefined} />
      )}
      {selecting && <LazyBulkActionBar selection={selection} today={today} busy={bulkBusy} offer={offer} onChange={runChange} onDelete={runDelete} />}
      <QuickAddModal open={quickAdd} onClose={() => setQuickAdd(false)} />
      <ConfirmDialog
        open={deleting !== null}
        {...messages.confirmDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PageLayout>
  );
}
