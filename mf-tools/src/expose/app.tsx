import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@haru/ui-kit';
import { messages } from '../messages/ko';

type Path = keyof typeof messages.titles;

function Placeholder({ path }: { path: Path }) {
  return (
    <section data-remote="mf-tools">
      <h1>{messages.titles[path]}</h1>
      <p>{messages.placeholder}</p>
    </section>
  );
}

/** The one module this remote exposes: its own routes, under the shell's router. */
export default function App() {
  return (
    <RemoteRoot name="mf_tools" version={__APP_VERSION__}>
      <Routes>
        {(Object.keys(messages.titles) as Path[]).map((path) => <Route key={path} path={path} element={<Placeholder path={path} />} />)}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
