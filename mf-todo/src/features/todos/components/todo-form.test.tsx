import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@haru/router';
import { EMPTY_FORM } from '../lib/todo-form';
import { TodoForm } from './todo-form';

const TODAY = '2025-01-15';
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

function setup(mode: 'add' | 'edit' = 'add', saving = false) {
  const onSubmit = jest.fn(async () => undefined);
  render(
    <TodoForm mode={mode} draftName="todo:test" initial={EMPTY_FORM} today={TODAY} saving={saving} serverError={null} submitLabel="할일 추가" savingLabel="추가 중…" onSubmit={onSubmit} onCancel={jest.fn()} />,
    { wrapper },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('TodoForm', () => {
  it('when the title is blank, then submit is disabled; when typed, then enabled', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: '할일 추가' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('제목'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('제목'), '장보기');
    expect(submit).toBeEnabled();
  });

  it('when the title is left blank, then 제목을 입력해주세요 explains the disabled submit', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('제목'));
    await user.tab();
    expect(await screen.findByText('제목을 입력해주세요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('제목'), '가');
    expect(screen.queryByText('제목을 입력해주세요')).not.toBeInTheDocument();
  });

  it('when saving, then submit is disabled and says so', () => {
    setup('add', true);
    expect(screen.getByRole('button', { name: '추가 중…' })).toBeDisabled();
  });

  it('when the title is 101 characters, then the spec message shows, and it clears on edit', async () => {
    const { onSubmit, user } = setup();
    const title = screen.getByLabelText('제목');
    fireEvent.change(title, { target: { value: '가'.repeat(101) } });
    expect(screen.getByText('101/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    expect(await screen.findByText('제목은 100자를 초과할 수 없습니다')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(title, '{Backspace}');
    expect(screen.queryByText('제목은 100자를 초과할 수 없습니다')).not.toBeInTheDocument();
  });

  it('when the description is 501 characters, then the spec message shows', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('제목'), 'x');
    fireEvent.change(screen.getByLabelText('설명'), { target: { value: 'a'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    expect(await screen.findByText('설명은 500자를 초과할 수 없습니다')).toBeInTheDocument();
  });

  it('when editing, then the title input is capped at 100 and status radios show', () => {
    setup('edit');
    expect(screen.getByLabelText('제목')).toHaveAttribute('maxLength', '100');
    expect(screen.getByRole('radio', { name: '진행중' })).toBeInTheDocument();
  });

  it('when Enter confirms a Hangul syllable (IME composing), then no tag is added; the real Enter adds exactly one', async () => {
    setup();
    const input = screen.getByLabelText('태그');
    fireEvent.change(input, { target: { value: '회의' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(screen.queryByRole('button', { name: '회의 태그 삭제' })).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(screen.getAllByRole('button', { name: '회의 태그 삭제' })).toHaveLength(1);
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: ' 회의 ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(screen.getAllByRole('button', { name: '회의 태그 삭제' })).toHaveLength(1);
  });

  it('when a comma-separated string is confirmed with the button, then each tag is added; x removes one', async () => {
    const { user } = setup('edit');
    await user.type(screen.getByLabelText('태그'), '집, 운동,,집');
    await user.click(screen.getByRole('button', { name: '태그 추가' }));
    expect(screen.getByText('#집')).toBeInTheDocument();
    expect(screen.getByText('#운동')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '집 태그 삭제' }));
    expect(screen.queryByText('#집')).not.toBeInTheDocument();
  });

  it('when a category is picked from the grid, then the grid closes and the choice shows', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /카테고리/ }));
    await user.click(screen.getByRole('button', { name: '학습' }));
    expect(screen.queryByRole('button', { name: '건강' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /학습/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when everything is filled in, then onSubmit gets the values', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('제목'), ' 보고서 ');
    await user.click(screen.getByRole('radio', { name: '높음' }));
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    await user.click(screen.getByRole('button', { name: '내일' }));
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    // The contract schema's output: the title trimmed.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '보고서', priority: 'high', due_date: '2025-01-16', status: 'pending' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when a due time and checklist items are given, then onSubmit gets due_time and the checklist in order', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('제목'), '발표');
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    await user.click(screen.getByRole('button', { name: '내일' }));
    await user.type(screen.getByLabelText('마감 시간'), '15:00');
    await user.type(screen.getByLabelText('체크리스트 항목 추가'), '자료 조사{Enter}슬라이드{Enter}');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      due_date: '2025-01-16', due_time: '15:00',
      checklist: [expect.objectContaining({ text: '자료 조사', done: false }), expect.objectContaining({ text: '슬라이드', done: false })],
    }));
  });

  it('when a due time is given without a date, then the contract’s Korean message shows beside it and nothing is submitted', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('제목'), '발표');
    await user.type(screen.getByLabelText('마감 시간'), '09:30');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    expect(await screen.findByText('마감 시간을 정하려면 마감일도 정해주세요')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the server names a field in errors[], then its message shows beside that field and clears on edit', async () => {
    const onSubmit = jest.fn(async () => { throw Object.assign(new Error('제목은 100자를 초과할 수 없습니다'), { fieldErrors: [{ field: 'title', message: '제목 오류' }] }); });
    render(<TodoForm mode="add" draftName="todo:test" initial={EMPTY_FORM} today={TODAY} saving={false} serverError={null} submitLabel="할일 추가" savingLabel="추가 중…" onSubmit={onSubmit} onCancel={jest.fn()} />, { wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('제목'), '장보기');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    expect(await screen.findByText('제목 오류')).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('제목'), '!');
    expect(screen.queryByText('제목 오류')).not.toBeInTheDocument();
  });
});
