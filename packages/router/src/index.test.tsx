import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as router from './index';
import { Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, setLeaveBlocker, useLocation, useNavigate, useParams, useSearchParams, type LeaveRequest } from './index';

/** What a remote's exposed App does: its own <Routes> with full paths, rendered under the shell's splat route. */
function RemoteApp() {
  return (
    <Routes>
      <Route path="/todo" element={<TodoList />} />
      <Route path="/todo/:id" element={<TodoDetail />} />
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}
function TodoList() {
  const [params] = useSearchParams();
  return <Link to="/todo/42?from=list">{`list filter=${params.get('filter')}`}</Link>;
}
function TodoDetail() {
  const { id } = useParams();
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate('/home')}>{`detail ${id}`}</button>;
}
function Layout() {
  const { pathname, search } = useLocation();
  return (
    <>
      <nav><NavLink to="/home">home</NavLink><NavLink to="/todo">todo</NavLink></nav>
      <p>{`shell sees ${pathname}${search}`}</p>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/home" element={<p>home screen</p>} />
          <Route path="*" element={<RemoteApp />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('@haru/router', () => {
  it('exports every name it promises (a missing re-export would be undefined at runtime)', () => {
    expect(Object.keys(router).sort()).toEqual(
      ['BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'setLeaveBlocker', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'].sort(),
    );
    for (const value of Object.values(router)) expect(value).toBeDefined();
  });

  it('a remote\'s descendant <Routes> with full paths reads and changes the one shared location', async () => {
    renderAt('/todo?filter=done');
    expect(screen.getByText('list filter=done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'todo' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'list filter=done' }));
    expect(screen.getByText('shell sees /todo/42?from=list')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'detail 42' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
  });

  it('a path no remote route matches is redirected by the remote\'s catch-all', () => {
    renderAt('/todo/1/unknown/deeper');
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  it('a leave blocker holds every navigate() to a path until it calls go; history moves and removal let it through', async () => {
    const held: LeaveRequest[] = [];
    const release = setLeaveBlocker((request) => (held.push(request), true));
    const first = renderAt('/todo/42');
    await userEvent.click(screen.getByRole('button', { name: 'detail 42' }));
    expect(screen.getByText('shell sees /todo/42')).toBeInTheDocument();
    expect(held.map((r) => r.path)).toEqual(['/home']);
    act(() => held[0].go());
    expect(screen.getByText('home screen')).toBeInTheDocument();
    release();
    first.unmount();
    renderAt('/todo/7');
    await userEvent.click(screen.getByRole('button', { name: 'detail 7' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
    expect(held).toHaveLength(1);
  });
});
