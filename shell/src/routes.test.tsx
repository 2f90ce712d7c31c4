import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@haru/router';
import { clearSession } from '@haru/api-client';
import { ShellRoutes } from './routes';

// The real federation runtime needs webpack's container; loading remotes is covered by e2e/tests/platform.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes />
      <Where />
    </MemoryRouter>,
  );
}

afterEach(clearSession);

describe('ShellRoutes', () => {
  it('/login is in the first download: it renders without waiting for a chunk', () => {
    renderAt('/login');
    expect(screen.getByTestId('intro-splash')).toBeInTheDocument();
  });

  it('/register loads its page on demand', async () => {
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: '회원가입' })).toBeInTheDocument();
  });

  it('a signed-out visitor to a remote\'s deep link goes through the guard to /login', async () => {
    renderAt('/todo/abc');
    expect(await screen.findByTestId('intro-splash')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });
});
