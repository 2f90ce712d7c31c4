import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot, Spinner } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { TodoListPage } from '../features/todos/components/todo-list-page';
import { lazyRetry } from '@haru/ui-kit/src/lazy-retry';

// Only the list is in this remote's first chunk; the add and detail screens (the form, its pickers, react-hook-form
// and the shared contracts with zod) load when first opened. Each chunk is named `route-<its path, / as ->`, `_`
// for a path's id: the server preloads it with that path's page (api/src/web/page-html.ts).
const TodoAddPage = lazyRetry(() => import(/* webpackChunkName: "route-todo-add" */ '../features/todos/components/todo-add-page').then((m) => m.TodoAddPage));
const AddTodoPage = lazyRetry(() => import(/* webpackChunkName: "route-add-todo" */ '../features/todos/components/todo-add-page').then((m) => m.TodoAddPage));
const TodoDetailPage = lazyRetry(() => import(/* webpackChunkName: "route-todo-_" */ '../features/todos/components/todo-detail-page').then((m) => m.TodoDetailPage));

/** The one module this remote exposes: its own routes (full paths), under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_todo" version={__APP_VERSION__}>
      <Suspense fallback={<Spinner label={messages.screenLoading} />}>
        <Routes>
          <Route path="/todo" element={<TodoListPage />} />
          <Route path="/todolist" element={<TodoListPage />} />
          <Route path="/todo/add" element={<TodoAddPage />} />
          <Route path="/add-todo" element={<AddTodoPage />} />
          <Route path="/todo/:id" element={<TodoDetailPage />} />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
