import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { layOut, rows } from '../../../../../test/layout-boxes';
import { CustomizePage } from './customize-page';

// UI-state test: the network answers are faked; the real save and reload run in e2e/tests/home.e2e.test.ts.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home-screen-customization']}>
        <Routes>
          <Route path="/home-screen-customization" element={<CustomizePage />} />
          <Route path="/mypage" element={<p>my page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function route(put: { status: number; body: unknown }) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (init.method === 'PUT') return answer(put.status, put.body);
    return answer(200, url.endsWith('home-screen-layout') ? { sections: [] } : []);
  });
}

describe('CustomizePage', () => {
  it('when saving fails, then the failure is shown and the user stays on the screen', async () => {
    route({ status: 500, body: null });
    renderPage();
    fireEvent.click(await screen.findByTestId('save-layout'));
    expect(await screen.findByText('홈 화면 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByText('my page')).not.toBeInTheDocument();
  });

  it('when a section is turned off and saved, then the layout is sent and the user returns to my page', async () => {
    route({ status: 200, body: { sections: [] } });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: '활동 표시' }));
    fireEvent.click(screen.getByTestId('save-layout'));
    expect(await screen.findByText('my page')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    const sent = JSON.parse(put[1].body).layout.sections;
    expect(sent.map((s: { type: string; enabled: boolean }) => [s.type, s.enabled])).toEqual([
      ['welcome', true], ['stats', true], ['progress', true], ['quickActions', true], ['activity', false],
    ]);
  });
});

describe('CustomizePage drag and drop', () => {
  let undoLayout = () => undefined as void;
  beforeEach(() => { undoLayout = layOut(rows('[data-testid="section-list"] > li')); });
  afterEach(() => undoLayout());

  it('when a section is picked up with Space, moved up with the arrows and dropped, then that order is saved', async () => {
    route({ status: 200, body: { sections: [] } });
    const user = userEvent.setup();
    renderPage();
    (await screen.findByRole('button', { name: /^활동 순서 바꾸기/ })).focus();
    await user.keyboard(' ');
    for (let i = 0; i < 4; i += 1) await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(await screen.findByText('활동을(를) 5개 중 1번째에 놓았습니다')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-layout'));
    expect(await screen.findByText('my page')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    const sent = JSON.parse(put[1].body).layout.sections;
    expect(sent.map((s: { type: string; order: number }) => [s.type, s.order])).toEqual([
      ['activity', 1], ['welcome', 2], ['stats', 3], ['progress', 4], ['quickActions', 5],
    ]);
  });
});
