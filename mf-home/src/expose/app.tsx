import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot } from '@haru/ui-kit';
import { HomePage } from '../features/home/components/home-page';
import { FunctionsPage } from '../features/functions/components/functions-page';
import { CalendarPage } from '../features/calendar/components/calendar-page';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';
import { MyPage } from '../features/mypage/components/mypage';
import { CustomizePage } from '../features/customize/components/customize-page';

/** The one module this remote exposes: its own routes, under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_home" version={__APP_VERSION__}>
      <Routes>
        <Route path="/home" element={<HomePage path="/home" />} />
        <Route path="/dashboard" element={<HomePage path="/dashboard" />} />
        <Route path="/functions" element={<FunctionsPage />} />
        <Route path="/calendar" element={<CalendarPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/mypage" element={<MyPage />} />
        <Route path="/home-screen-customization" element={<CustomizePage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
