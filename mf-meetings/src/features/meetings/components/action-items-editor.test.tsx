import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@haru/router';
import { meetingTemplateKeys } from '@haru/api-client';
import { BUILT_IN_MEETING_TEMPLATES, type MeetingData } from '@haru/contracts';
import { emptyForm } from '../lib/form';
import { MeetingForm } from './meeting-form';

function show(initial = { ...emptyForm('2025-01-19'), title: '주간 회의', time: '10:00', attendees: ['김철수'] }) {
  const onSubmit = jest.fn(async (_data: MeetingData) => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(meetingTemplateKeys.list(), BUILT_IN_MEETING_TEMPLATES);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MeetingForm draftName="meeting:test" initial={initial} submitLabel="회의록 저장" cancelLabel="취소" busy={false} onSubmit={onSubmit} onCancel={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}
const text = (n: number) => screen.getByLabelText(`${n}번 액션아이템 내용`);
const texts = () => within(screen.getByTestId('action-items')).getAllByLabelText(/번 액션아이템 내용/).map((el) => (el as HTMLInputElement).value);
const save = async () => {
  await userEvent.click(screen.getByRole('button', { name: '회의록 저장' }));
  await act(() => Promise.resolve());
};

describe('action items in the meeting form', () => {
  it('when Enter is pressed in a row, then a new row follows and takes the focus; saving sends the rows (blank ones dropped)', async () => {
    const onSubmit = show();
    await userEvent.type(text(1), '보고서 작성{Enter}');
    expect(text(2)).toHaveFocus();
    await userEvent.type(text(2), '예산 검토{Enter}');
    await userEvent.type(screen.getByLabelText('2번 담당'), '김철수');
    expect(texts()).toEqual(['보고서 작성', '예산 검토', '']);
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const rows = onSubmit.mock.calls[0][0].action_item_rows;
    expect(rows?.map((r) => [r.text, r.owner, r.due_date, r.done])).toEqual([['보고서 작성', '', null, false], ['예산 검토', '김철수', null, false]]);
  });

  it('when Enter confirms a Hangul syllable (IME composing), then no row is added and the form is not sent', async () => {
    const onSubmit = show();
    fireEvent.change(text(1), { target: { value: '보고' } });
    fireEvent.keyDown(text(1), { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(text(1), { key: 'Enter', keyCode: 229 });
    await act(() => Promise.resolve());
    expect(texts()).toEqual(['보고']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves rows with the ▲▼ buttons and with the arrow keys on the handle, and sends them in the new order', async () => {
    const onSubmit = show();
    await userEvent.type(text(1), '가{Enter}나{Enter}다');
    await userEvent.click(screen.getByRole('button', { name: "'다' 위로 이동" }));
    expect(texts()).toEqual(['가', '다', '나']);
    const handle = screen.getByRole('button', { name: "'가' 순서 바꾸기" });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(texts()).toEqual(['다', '가', '나']);
    expect(screen.getByRole('button', { name: "'다' 위로 이동" })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: "'나' 삭제" }));
    await save();
    expect(onSubmit.mock.calls[0][0].action_item_rows?.map((r) => r.text)).toEqual(['다', '가']);
  });

  it('when a template is picked, then its headings fill the agenda (after what is written)', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: "'회고' 템플릿 적용" }));
    expect(screen.getByLabelText('안건')).toHaveValue(BUILT_IN_MEETING_TEMPLATES[2].agenda);
    await userEvent.click(screen.getByRole('button', { name: "'1:1' 템플릿 적용" }));
    expect(screen.getByLabelText('안건')).toHaveValue(`${BUILT_IN_MEETING_TEMPLATES[2].agenda}\n\n${BUILT_IN_MEETING_TEMPLATES[1].agenda}`);
  });
});
