import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { ImportDialog } from './import-dialog';

// UI-state test: the network answers are faked here; the real round trip runs in e2e/tests/backup.e2e.test.ts and
// the API's own tests (api/src/modules/portability).
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body });
const zero = { new: 0, duplicate: 0, invalid: 0 };
const report = (over: object) => ({ counts: { todos: zero, meetings: zero, projects: zero, tasks: zero }, preferences: 'none', skipped: [], written: false, ...over });

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

function choose(text: string, name = 'haru-backup.json') {
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [new File([text], name)] } });
}
const sent = (i: number) => ({ url: String(fetchMock.mock.calls[i][0]), body: JSON.parse(String(fetchMock.mock.calls[i][1].body)) });

describe('ImportDialog', () => {
  it('when no file is chosen, or the backup is not JSON, then a Korean message shows and nothing is sent', async () => {
    renderWithApp(<ImportDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('import-preview'));
    expect(await screen.findByRole('alert')).toHaveTextContent('파일을 선택해주세요');
    choose('{ broken');
    await waitFor(() => expect(screen.getByText('haru-backup.json')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('import-preview'));
    expect(await screen.findByText('파일을 읽을 수 없습니다: JSON 형식이 아닙니다.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews a backup (counts, every skipped reason), writes only on confirm, then shows the result', async () => {
    renderWithApp(<ImportDialog open onClose={() => undefined} />);
    const file = { format: 'haru-backup', version: 1, exported_at: '2026-03-01T00:00:00Z', todos: [{ title: 'a' }] };
    choose(JSON.stringify(file));
    const counts = { todos: { new: 2, duplicate: 1, invalid: 1 }, meetings: zero, projects: { new: 1, duplicate: 0, invalid: 0 }, tasks: { new: 3, duplicate: 0, invalid: 0 } };
    fetchMock.mockResolvedValueOnce(answer(200, report({ counts, preferences: 'new', skipped: [{ kind: 'todos', index: 3, title: '빈 제목', reason: '제목을 입력해주세요' }] })));
    await waitFor(() => expect(screen.getByText('haru-backup.json')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('import-preview'));
    const row = await screen.findByTestId('count-todos');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '1', '1']);
    expect(screen.getByText("할일 4 ‘빈 제목’: 제목을 입력해주세요")).toBeInTheDocument();
    expect(screen.getByText('빠른 실행과 홈 화면 설정도 파일의 것으로 바뀝니다.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toEqual({ url: expect.stringMatching(/\/api\/backup\/preview$/), body: file });

    fetchMock.mockResolvedValueOnce(answer(200, { ...report({ counts }), written: true, message: '데이터를 복원했습니다' }));
    fireEvent.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('6개 항목을 가져왔습니다.');
    expect(sent(1).url).toMatch(/\/api\/backup\/restore$/);
  });

  it('a Todoist CSV goes to the import preview with its source; nothing new → confirm is disabled; a server detail shows', async () => {
    renderWithApp(<ImportDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Todoist CSV' }));
    choose('TYPE,CONTENT\ntask,하나', 'todoist.csv');
    fetchMock.mockResolvedValueOnce(answer(200, { source: 'todoist', rows: [{ row: 1, title: '하나', description: '', priority: 'high', status: 'pending', category: null, due_date: '2026-05-10', tags: [], duplicate: true }], counts: { new: 0, duplicate: 1, invalid: 0 }, skipped: [], written: false }));
    await waitFor(() => expect(screen.getByText('todoist.csv')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('import-preview'));
    expect(await screen.findByText('가져올 새 항목이 없습니다. 모두 이미 있거나 올바르지 않은 항목입니다.')).toBeInTheDocument();
    expect(screen.getByText('이미 있음')).toBeInTheDocument();
    expect(screen.getByText('높음')).toBeInTheDocument();
    expect(screen.getByTestId('import-confirm')).toBeDisabled();
    expect(sent(0)).toEqual({ url: expect.stringMatching(/\/api\/import\/preview$/), body: { source: 'todoist', csv: 'TYPE,CONTENT\ntask,하나' } });

    fireEvent.click(screen.getByRole('button', { name: '다른 파일 선택' }));
    choose('a,b', 'bad.csv');
    fetchMock.mockResolvedValueOnce(answer(400, { status: 400, code: 'validation_failed', detail: 'CSV 머리글(열 이름)을 찾을 수 없습니다' }));
    await waitFor(() => expect(screen.getByText('bad.csv')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('import-preview'));
    expect(await screen.findByText('CSV 머리글(열 이름)을 찾을 수 없습니다')).toBeInTheDocument();
  });
});
