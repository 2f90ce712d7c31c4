import { useMemo, useState } from 'react';
import { useNavigate } from '@haru/router';
import { PageHeader, PageLayout, useScreenActions, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useCreateTodo } from '../api/use-todos';
import { useToday } from '../lib/use-today';
import { EMPTY_FORM, type TodoBody } from '../lib/todo-form';
import { TodoForm } from './todo-form';
import { failureText } from '@haru/api-client';

/** /todo/add and /add-todo. */
export function TodoAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const today = useToday();
  const create = useCreateTodo();
  const [serverError, setServerError] = useState<string | null>(null);
  useScreenActions(useMemo(() => ({ title: messages.titles.add, breadcrumb: [messages.breadcrumb.root, messages.breadcrumb.todo, messages.titles.add] }), []));

  const submit = async (body: TodoBody) => {
    setServerError(null);
    try {
      await create.mutateAsync({ ...body, status: 'pending' });
    } catch (error) {
      // An expired session is the shell's to handle (api-client signals it; the shell goes to /login).
      setServerError(failureText(error, messages.form.addFailed));
      throw error;
    }
    toast.show(messages.form.added, 'success');
    navigate('/todo');
  };

  return (
    <PageLayout>
      <PageHeader title={messages.titles.add} />
      <TodoForm
        mode="add"
        draftName="todo:add"
        initial={EMPTY_FORM}
        today={today}
        saving={create.isPending}
        serverError={serverError}
        submitLabel={messages.form.submit}
        savingLabel={messages.form.submitting}
        onSubmit={submit}
        onCancel={() => navigate('/todo')}
      />
    </PageLayout>
  );
}
