import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot } from '@haru/ui-kit';
import { MeetingAddPage } from '../features/meetings/components/meeting-add-page';
import { MeetingDetailPage } from '../features/meetings/components/meeting-detail-page';
import { MeetingListPage } from '../features/meetings/components/meeting-list-page';

/** The one module this remote exposes: its own routes (full paths), under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_meetings" version={__APP_VERSION__}>
      <Routes>
        <Route path="/meeting-notes" element={<MeetingListPage />} />
        <Route path="/meeting/add" element={<MeetingAddPage />} />
        <Route path="/meeting/:id" element={<MeetingDetailPage />} />
        <Route path="/meeting" element={<Navigate to="/meeting-notes" replace />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
