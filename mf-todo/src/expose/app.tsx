import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot } from '@haru/ui-kit';
import { TodoListPage } from '../features/todos/components/todo-list-page';
import { TodoAddPage } from '../features/todos/components/todo-add-page';
import { TodoDetailPage } from '../features/todos/components/todo-detail-page';

/** The one module this remote exposes: its own routes (full paths), under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_todo" version={__APP_VERSION__}>
      <Routes>
        <Route path="/todo" element={<TodoListPage />} />
        <Route path="/todolist" element={<TodoListPage />} />
        <Route path="/todo/add" element={<TodoAddPage />} />
        <Route path="/add-todo" element={<TodoAddPage />} />
        <Route path="/todo/:id" element={<TodoDetailPage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
