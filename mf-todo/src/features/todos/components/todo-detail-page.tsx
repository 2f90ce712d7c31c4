import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '@haru/router';
import type { TodoDto } from '@haru/contracts';
import { Alert, Button, ConfirmDialog, EmptyState, PageHeader, PageLayout, Spinner, useScreenActions, useToast } from '@haru/ui-kit';
import { BackLink } from '@haru/ui-kit/src/screen-parts';
import { useUndoDeleteToast } from '@haru/ui-kit/src/undo';
import { useEditMode } from '@haru/ui-kit/form';
import { ApiError, readDraft } from '@haru/api-client';
import { messages } from '../../../messages/ko';
import { useDeleteTodo, useTodo, useUpdateTodo } from '../api/use-todos';
import { useToday } from '../lib/use-today';
import { formOfTodo, type TodoBody } from '../lib/todo-form';
import { TodoForm } from './todo-form';
import { TodoView } from './todo-view';
import { ChecklistPanel } from './checklist-panel';
import { useEditScope } from './edit-scope-dialog';
import styles from './page.module.css';

const editDraft = (id: string) => `todo:edit:${id}`;

/** /todo/{id}: view, edit and delete. */
export function TodoDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useTodo(id);
  useScreenActions(useMemo(() => ({ title: messages.titles.detail, breadcrumb: [messages.breadcrumb.root, messages.breadcrumb.todo, messages.titles.detail] }), []));

  if (query.isPending) return <Spinner label={messages.list.loading} />;
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageLayout>
        <PageHeader title={messages.titles.detail} />
        <EmptyState
          title={missing ? messages.detail.notFound : messages.detail.loadFailed}
          action={(
            <div className={styles.buttons}>
              {!missing && <Button onClick={() => query.refetch()}>{messages.detail.retry}</Button>}
              <Button variant="primary" onClick={() => navigate('/todo')}>{messages.detail.back}</Button>
            </div>
          )}
        />
      </PageLayout>
    );
  }
  return <TodoDetail todo={query.data} />;
}

function TodoDetail({ todo }: { todo: TodoDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const today = useToday();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const undoToast = useUndoDeleteToast();
  const [confirming, setConfirming] = useState(false);
  const scopeQuestion = useEditScope();
  const edit = useEditMode({
    // A repeating to-do's new title or date: this occurrence only, or the series from here on.
    save: async (body: TodoBody) => {
      const asks = todo.recurrence && body.recurrence !== null && (body.title !== todo.title || (body.due_date ?? null) !== todo.due_date);
      const scope = asks ? await scopeQuestion.ask() : undefined;
      if (scope === null) return false;
      return update.mutateAsync({ id: todo.id, patch: body, scope });
    },
    failedText: messages.detail.updateFailed,
    onSaved: () => toast.show(messages.detail.updated, 'success'),
    // An edit left unsaved (a draft) reopens in the form.
    initialEditing: () => readDraft(editDraft(todo.id)) !== null,
  });
  const { editing, failure: error } = edit;
  const confirmDelete = () => {
    remove.mutate(todo.id, {
      onSuccess: ({ queued }) => {
        if (!queued) undoToast(messages.trash.moved, 'todo', todo.id);
        navigate('/todo', { replace: true, state: { message: messages.detail.deleted } });
      },
      onError: () => {
        setConfirming(false);
        edit.setFailure(messages.detail.deleteFailed);
      },
    });
  };

  return (
    <PageLayout>
      <BackLink to="/todo">{messages.detail.back}</BackLink>
      {/* Viewing, the h1 is the to-do's own title (shown); editing, the screen's title (the shell header shows it). */}
      <PageHeader title={editing ? messages.titles.detail : todo.title} showTitle={!editing}>
        {!editing && (
          <div className={styles.buttons}>
            <Button variant="primary" onClick={edit.start}>{messages.detail.edit}</Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>{messages.detail.delete}</Button>
          </div>
        )}
      </PageHeader>
      <div className={styles.card}>
        {editing ? (
          <TodoForm
            mode="edit"
            draftName={editDraft(todo.id)}
            initial={formOfTodo(todo)}
            today={today}
            saving={update.isPending}
            serverError={error}
            submitLabel={messages.detail.save}
            savingLabel={messages.detail.saving}
            onSubmit={edit.submit}
            onCancel={edit.cancel}
          />
        ) : (
          <>
            {error && <Alert>{error}</Alert>}
            <TodoView todo={todo} today={today} />
            <ChecklistPanel todo={todo} />
          </>
        )}
      </div>
      {scopeQuestion.dialog}
      <ConfirmDialog open={confirming} {...messages.confirmDelete} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setConfirming(false)} />
    </PageLayout>
  );
}
