import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { meetingKeys, meetingTemplateKeys } from '@haru/api-client';
import { BUILT_IN_MEETING_TEMPLATES, type Meeting } from '@haru/contracts';
import { ScreenActionsProvider, useCurrentScreenActions, type ScreenActions } from '@haru/ui-kit';

export const screenActions: { current: ScreenActions } = { current: {} };

function ActionsProbe() {
  screenActions.current = useCurrentScreenActions();
  return null;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen with the providers the shell gives, and a cache already holding `meetings` (no network call). */
export function renderScreen(ui: ReactNode, { path, route, meetings, stale }: { path: string; route: string; meetings?: Meeting[]; stale?: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  // Without `meetings` the cache is empty and the screen really calls the API client.
  if (meetings) client.setQueryData(meetingKeys.list(), meetings);
  for (const m of meetings ?? []) client.setQueryData(meetingKeys.detail(m.id), m);
  client.setQueryData(meetingTemplateKeys.list(), BUILT_IN_MEETING_TEMPLATES);
  // `stale`: the cached list is out of date, so the screen reads it again from the API client when it opens.
  if (stale) void client.invalidateQueries({ queryKey: meetingKeys.list(), refetchType: 'none' });
  return render(
    <QueryClientProvider client={client}>
      <ScreenActionsProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ActionsProbe />
        </MemoryRouter>
      </ScreenActionsProvider>
    </QueryClientProvider>,
  );
}
