import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot, Spinner } from '@haru/ui-kit';
import { lazyRetry } from '@haru/ui-kit/src/lazy-retry';
import { messages } from '../messages/ko';
import { MeetingListPage } from '../features/meetings/components/meeting-list-page';

// Only the list is in this remote's first chunk; the add and detail screens (the form, react-hook-form and the
// shared contracts with zod) load when first opened. Each chunk is named `route-<its path, / as ->`, `_` for a
// path's id: the server preloads it with that path's page (api/src/web/page-html.ts).
const MeetingAddPage = lazyRetry(() => import(/* webpackChunkName: "route-meeting-add" */ '../features/meetings/components/meeting-add-page').then((m) => m.MeetingAddPage));
const MeetingDetailPage = lazyRetry(() => import(/* webpackChunkName: "route-meeting-_" */ '../features/meetings/components/meeting-detail-page').then((m) => m.MeetingDetailPage));

/** The one module this remote exposes: its own routes (full paths), under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_meetings" version={__APP_VERSION__}>
      <Suspense fallback={<Spinner label={messages.screenLoading} />}>
        <Routes>
          <Route path="/meeting-notes" element={<MeetingListPage />} />
          <Route path="/meeting/add" element={<MeetingAddPage />} />
          <Route path="/meeting/:id" element={<MeetingDetailPage />} />
          <Route path="/meeting" element={<Navigate to="/meeting-notes" replace />} />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
