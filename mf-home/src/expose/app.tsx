import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot, Spinner } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { HomePage } from '../features/home/components/home-page';
import { lazyPage } from '../shared/lazy-page';

// Only the dashboard is in this remote's first chunk; every other screen loads when first opened. Each screen's
// chunk is named `route-<its path, / as ->`: the server preloads it with that path's page (api/src/web/page-html.ts).
const FunctionsPage = lazyPage(() => import(/* webpackChunkName: "route-functions" */ '../features/functions/components/functions-page').then((m) => m.FunctionsPage));
const CalendarPage = lazyPage(() => import(/* webpackChunkName: "route-calendar" */ '../features/calendar/components/calendar-page').then((m) => m.CalendarPage));
const AnalyticsPage = lazyPage(() => import(/* webpackChunkName: "route-analytics" */ '../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage));
const MyPage = lazyPage(() => import(/* webpackChunkName: "route-mypage" */ '../features/mypage/components/mypage').then((m) => m.MyPage));
const TrashPage = lazyPage(() => import(/* webpackChunkName: "route-mypage-trash" */ '../features/mypage/trash/trash-page').then((m) => m.TrashPage));
const CustomizePage = lazyPage(() => import(/* webpackChunkName: "route-home-screen-customization" */ '../features/customize/components/customize-page').then((m) => m.CustomizePage));

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
