import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot, Spinner } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { HomePage } from '../features/home/components/home-page';
import { lazyPage } from '../shared/lazy-page';

// Only the dashboard is in this remote's first chunk; every other screen loads when first opened.
const FunctionsPage = lazyPage(() => import('../features/functions/components/functions-page').then((m) => m.FunctionsPage));
const CalendarPage = lazyPage(() => import('../features/calendar/components/calendar-page').then((m) => m.CalendarPage));
const AnalyticsPage = lazyPage(() => import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage));
const MyPage = lazyPage(() => import('../features/mypage/components/mypage').then((m) => m.MyPage));
const TrashPage = lazyPage(() => import('../features/mypage/trash/trash-page').then((m) => m.TrashPage));
const CustomizePage = lazyPage(() => import('../features/customize/components/customize-page').then((m) => m.CustomizePage));

/** The one module this remote exposes: its own routes, under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_home" version={__APP_VERSION__}>
      <Suspense fallback={<Spinner label={messages.common.loading} />}>
        <Routes>
          <Route path="/home" element={<HomePage path="/home" />} />
          <Route path="/dashboard" element={<HomePage path="/dashboard" />} />
          <Route path="/functions" element={<FunctionsPage />} />
          <Route path="/calendar" element={<CalendarPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          <Route path="/mypage" element={<MyPage />} />
          <Route path="/mypage/trash" element={<TrashPage />} />
          <Route path="/home-screen-customization" element={<CustomizePage />} />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
