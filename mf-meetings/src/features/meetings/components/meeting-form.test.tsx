import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@haru/router';
import { meetingTemplateKeys } from '@haru/api-client';
import { BUILT_IN_MEETING_TEMPLATES, type MeetingData } from '@haru/contracts';
import { emptyForm } from '../lib/form';
import { MeetingForm } from './meeting-form';

function show(initial = emptyForm('2025-01-19')) {
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
const submit = () => screen.getByRole('button', { name: '회의록 저장' });
/** The schema runs asynchronously (react-hook-form's resolver): let it settle before asserting an absence. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('MeetingForm', () => {
  it('keeps submit disabled until title, date and time are present', async () => {
    const onSubmit = show();
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/회의 제목/), '주간 회의');
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/회의 시간/), '14:30');
    expect(submit()).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/참석자/, { selector: 'input' }), '김철수{Enter}');
    await userEvent.click(submit());
    await act(() => Promise.resolve());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '주간 회의', date: '2025-01-19', time: '14:30', attendees: ['김철수'], agenda: '' }));
  });

  it('counts characters and shows a limit message as soon as it is passed', async () => {
    show();
    const title = screen.getByLabelText(/회의 제목/);
    fireEvent.change(title, { target: { value: '가'.repeat(100) } });
    await settle();
    expect(screen.getByText('100/100')).toBeInTheDocument();
    expect(screen.queryByText('제목은 100자를 초과할 수 없습니다')).not.toBeInTheDocument();
    fireEvent.change(title, { target: { value: '가'.repeat(101) } });
    expect(screen.getByText('101/100')).toBeInTheDocument();
    expect(await screen.findByText('제목은 100자를 초과할 수 없습니다')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('회의 내용'), { target: { value: 'a'.repeat(2001) } });
    expect(await screen.findByText('회의 내용은 2000자를 초과할 수 없습니다')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('안건'), { target: { value: 'a'.repeat(1001) } });
    expect(await screen.findByText('안건은 1000자를 초과할 수 없습니다')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('결정사항'), { target: { value: 'a'.repeat(1001) } });
    expect(await screen.findByText('결정사항은 1000자를 초과할 수 없습니다')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('1번 액션아이템 내용'), { target: { value: 'a'.repeat(201) } });
    expect(await screen.findByText('액션아이템 내용은 200자를 초과할 수 없습니다')).toBeInTheDocument();
  });

  it('keeps a required message back while the user is still typing in a field never left', async () => {
    show();
    fireEvent.change(screen.getByLabelText(/회의 제목/), { target: { value: ' ' } });
    await settle();
    expect(screen.queryByText('회의 제목을 입력해주세요')).not.toBeInTheDocument();
  });

  it('shows the required-title message once the field is left blank', async () => {
    show();
    const title = screen.getByLabelText(/회의 제목/);
    await userEvent.type(title, ' ');
    fireEvent.blur(title);
    expect(await screen.findByText('회의 제목을 입력해주세요')).toBeInTheDocument();
  });

  it('never flags a field the user only tabbed through (touched, not edited), until submit', async () => {
    show();
    const title = screen.getByLabelText(/회의 제목/);
    fireEvent.focus(title);
    fireEvent.blur(title);
    await settle();
    expect(screen.queryByText('회의 제목을 입력해주세요')).not.toBeInTheDocument();
  });

  it('shows the date and time messages when they are cleared or wrong', async () => {
    show({ ...emptyForm('2025-01-19'), title: '회의', time: '10:00' });
    fireEvent.change(screen.getByLabelText(/회의 날짜/), { target: { value: '' } });
    expect(await screen.findByText('회의 날짜를 선택해주세요')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/회의 시간/), { target: { value: '25:00' } });
    expect(await screen.findByText('회의 시간은 00:00부터 23:59 사이의 HH:MM 형식이어야 합니다')).toBeInTheDocument();
  });
});
