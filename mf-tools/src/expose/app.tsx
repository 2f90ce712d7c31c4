import { Navigate, Route, Routes } from '@haru/router';
import { RemoteRoot } from '@haru/ui-kit';
import { UtilitiesHub } from '../features/hub/components/utilities-hub';
import { JsonFormatter } from '../features/json-formatter/components/json-formatter';
import { JsonCompare } from '../features/json-compare/components/json-compare';
import { QrGenerator } from '../features/qr/components/qr-generator';
import { ApiTester } from '../features/api-tester/components/api-tester';

/** The one module this remote exposes: its own routes, under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_tools" version={__APP_VERSION__}>
      <Routes>
        <Route path="/utilities" element={<UtilitiesHub />} />
        <Route path="/json-formatter" element={<JsonFormatter />} />
        <Route path="/json-compare" element={<JsonCompare />} />
        <Route path="/qr-generator" element={<QrGenerator />} />
        <Route path="/api-tester" element={<ApiTester />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
