import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeClock, renderScreen, todo } from '../../../test/render';
import { QuickAddModal } from './quick-add-modal';
import { QuickAddRow } from './quick-add-row';

// The request the screen sends, seen at the HTTP boundary (the real API's handling is covered by API and e2e tests).
let sent: Record<string, unknown>[] = [];
let answer: () => Promise<unknown>;
function server() {
  sent = [];
  answer = async () => ({ message: '할일이 성공적으로 추가되었습니다', todo: todo({ id: 'n1' }) });
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const body = await answer();
    return { ok: true, status: 201, json: async () => body } as Response;
  });
}

beforeEach(() => {
  // Wednesday 15 January 2025, 10:00 in Seoul.
  freezeClock('2025-01-15T01:00:00Z');
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  server();
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

const chips = () => screen.queryAllByTestId('quick-chip').map((c) => `${c.dataset.state}:${c.textContent?.replace(/[×+]/g, '').trim()}`);

function openModal() {
  const onClose = jest.fn();
  renderScreen(<QuickAddModal open onClose={onClose} />);
  return { onClose, input: within(screen.getByRole('dialog')).getByLabelText('제목') };
}

describe('quick add: chips as the user types', () => {
  it('when the issue’s line is typed, then four chips and the cleaned title show, and Enter saves them in one request', async () => {
    const user = userEvent.setup();
    const { onClose, input } = openModal();
    await user.type(input, '내일 오후 3시 회의 준비 #업무 !높음');
    expect(chips()).toEqual(['accepted:1월 16일 (목)', 'accepted:15:00', 'accepted:업무', 'accepted:!높음']);
    expect(screen.getByText('저장될 제목: 회의 준비')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ title: '회의 준비', due_date: '2025-01-16', due_time: '15:00', category: 'work', priority: 'high' }]);
  });

  it('when a chip’s × is pressed, then its words go back into the title and its field is not sent', async () => {
    const user = userEvent.setup();
    const { input } = openModal();
    await user.type(input, '내일 회의 #기획');
    await user.click(screen.getByRole('button', { name: '1월 16일 (목) 인식 취소' }));
    expect(chips()).toEqual(['accepted:#기획']);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(sent).toEqual([{ title: '내일 회의', tags: ['기획'] }]));
  });

  it('when Backspace is pressed at the start of the field, then the last chip goes, one per press, and the text stays', async () => {
    const user = userEvent.setup();
    const { input } = openModal();
    await user.type(input, '내일 회의 !높음');
    await user.keyboard('{Home}{Backspace}');
    expect(chips()).toEqual(['accepted:1월 16일 (목)']);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual([]);
    expect(input).toHaveValue('내일 회의 !높음');
  });

  it('when a bare month is typed, then it is only suggested; accepting it takes it out of the title', async () => {
    const user = userEvent.setup();
    const { input } = openModal();
    await user.type(input, '5월 보고서 정리');
    expect(chips()).toEqual(['suggested:5월 31일 (토)']);
    expect(screen.queryByText(/저장될 제목/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5월 31일 (토) 적용' }));
    expect(chips()).toEqual(['accepted:5월 31일 (토)']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ title: '보고서 정리', due_date: '2025-05-31' }]));
  });

  it('when only a date is typed, then the title message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const { input } = openModal();
    await user.type(input, '내일{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('제목을 입력해주세요');
    expect(sent).toEqual([]);
  });
});

describe('quick add: Korean IME', () => {
  it('while a syllable is composed, then nothing is parsed and Enter does not submit; after it, one Enter saves once', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise((resolve) => { release = () => resolve({ message: '', todo: todo({ id: 'n1' }) }); });
    const { onClose, input } = openModal();
    fireEvent.change(input, { target: { value: '회의 ' } });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '회의 내이' } });
    fireEvent.change(input, { target: { value: '회의 내일' } });
    expect(chips()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    // A save would reach the server within a few ticks: give it the time, then check that none went out.
    await new Promise((resolve) => { setTimeout(resolve, 100); });
    expect(sent).toEqual([]);
    fireEvent.compositionEnd(input);
    expect(chips()).toEqual(['accepted:1월 16일 (목)']);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ title: '회의', due_date: '2025-01-16' }]);
  });
});

describe('quick add: the list’s add row', () => {
  it('when a line is typed and the screen reopens, then it is restored with the notice; 버리기 empties it', async () => {
    localStorage.setItem('username', 'haru');
    const user = userEvent.setup();
    const first = renderScreen(<QuickAddRow />);
    await user.type(screen.getByLabelText('할일 빠르게 추가'), '보고서 초안');
    first.unmount();
    renderScreen(<QuickAddRow />);
    expect(await screen.findByText('작성 중이던 내용을 불러왔습니다')).toBeInTheDocument();
    expect(screen.getByLabelText('할일 빠르게 추가')).toHaveValue('보고서 초안');
    await user.click(screen.getByRole('button', { name: '버리기' }));
    expect(screen.getByLabelText('할일 빠르게 추가')).toHaveValue('');
    expect(screen.queryByText('작성 중이던 내용을 불러왔습니다')).not.toBeInTheDocument();
  });

  it('when a line is entered, then it is saved with its fields and the row is ready for the next one', async () => {
    const user = userEvent.setup();
    renderScreen(<QuickAddRow />);
    const input = screen.getByLabelText('할일 빠르게 추가');
    await user.type(input, '금요일까지 보고서 #업무 !!{Enter}');
    await waitFor(() => expect(sent).toEqual([{ title: '보고서', due_date: '2025-01-17', category: 'work', priority: 'high' }]));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(chips()).toEqual([]);
  });

  it('when a repeat is typed, then its chip reads the rule and the to-do is saved with the rule and its first date', async () => {
    const user = userEvent.setup();
    renderScreen(<QuickAddRow />);
    await user.type(screen.getByLabelText('할일 빠르게 추가'), '매주 월요일 주간 보고');
    expect(chips()).toContain('accepted:↻ 매주 월요일');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ title: '주간 보고', due_date: '2025-01-20', recurrence: { freq: 'weekly', weekdays: [1] } }]));
  });

  it('when a lunar repeat is typed, then the rule is sent without a date (the API dates its first occurrence)', async () => {
    const user = userEvent.setup();
    renderScreen(<QuickAddRow />);
    await user.type(screen.getByLabelText('할일 빠르게 추가'), '매년 음력 8월 15일 차례{Enter}');
    await waitFor(() => expect(sent).toEqual([{ title: '차례', recurrence: { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false } }]));
  });
});
