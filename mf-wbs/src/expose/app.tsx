import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot } from '@haru/ui-kit';
import { ManagerPage } from '../features/projects/components/manager-page';
import { ProjectFormPage } from '../features/projects/components/project-form-page';
import { ProjectListPage } from '../features/projects/components/project-list-page';
import { DetailPage } from '../features/tasks/components/detail-page';
import { TaskAddPage } from '../features/tasks/components/task-add-page';

/** The one module this remote exposes: its own routes (full paths), under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_wbs" version={__APP_VERSION__}>
      <Routes>
        <Route path="/wbs-manager" element={<ManagerPage />} />
        <Route path="/wbs" element={<ProjectListPage />} />
        <Route path="/wbs/add" element={<ProjectFormPage key="create" mode="create" />} />
        <Route path="/wbs/edit/:id" element={<ProjectFormPage key="edit" mode="edit" />} />
        <Route path="/wbs/detail/:id" element={<DetailPage />} />
        <Route path="/wbs/projects/:projectId/tasks/add" element={<TaskAddPage />} />
        <Route path="/wbs/:id" element={<DetailPage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
