import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@haru/router';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>fine screen</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the generic error page (SPEC.md section 2) when a shell screen throws while rendering', () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로 고침' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/home');
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());
  });

  it('renders the routes again once the visitor goes to another page', async () => {
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByText('fine screen')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
