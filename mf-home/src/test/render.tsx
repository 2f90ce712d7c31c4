import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Renders a component with what the shell provides: a router and a query client. */
export function renderWithApp(ui: ReactElement, { route = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
