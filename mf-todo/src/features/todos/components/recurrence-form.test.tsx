import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_FORM, type TodoFormValues } from '../lib/todo-form';
import { TodoForm } from './todo-form';
import { MemoryRouter } from '@haru/router';
import { RECURRENCE_MESSAGES } from '@haru/contracts';

/** Wednesday 15 January 2025. */
const TODAY = '2025-01-15';

function setup(initial: Partial<TodoFormValues> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  render(
    <TodoForm mode="add" draftName="todo:test" initial={{ ...EMPTY_FORM, title: '주간보고', ...initial }} today={TODAY} saving={false} serverError={null} submitLabel="할일 추가" savingLabel="추가 중…" onSubmit={onSubmit} onCancel={jest.fn()} />,
    { wrapper: MemoryRouter },
  );
  return { onSubmit, user: userEvent.setup() };
}
const picker = () => within(screen.getByTestId('recurrence-picker'));
const sentBody = (onSubmit: jest.Mock) => (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;

describe('TodoForm: 반복', () => {
  it('when 매주 is chosen, then the due date’s weekday is picked; toggling 월 names the rule and saves it', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-15' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매주');
    expect(picker().getByRole('button', { name: '수요일' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(picker().getByRole('button', { name: '월요일' }));
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매주 월, 수요일');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'weekly', weekdays: [1, 3] });
  });

  it('when the last chosen weekday is pressed, then it stays (a weekly rule needs a day)', async () => {
    const { user } = setup();
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매주');
    await user.click(picker().getByRole('button', { name: '수요일' }));
    expect(picker().getByRole('button', { name: '수요일' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when 매년 (음력) 8월 15일 is chosen, then the preview reads it and the lunar rule is saved', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-10-06' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매년 (음력)');
    await user.selectOptions(picker().getByLabelText('음력 월'), '8월');
    await user.selectOptions(picker().getByLabelText('음력 일'), '15일');
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매년 음력 8월 15일');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false });
  });

  it('when 매월 말일 every 2 months is chosen, then the interval goes with the rule', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-31' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매월');
    await user.selectOptions(picker().getByLabelText('일'), '말일');
    await user.selectOptions(picker().getByLabelText('반복 간격'), '2개월마다');
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 2개월마다 말일');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'monthly', month_day: -1, interval: 2 });
  });

  it('when 반복 안 함 is chosen for a repeating to-do, then null is saved (the series stops)', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20', recurrence: { freq: 'daily' } });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '반복 안 함');
    expect(screen.queryByTestId('recurrence-preview')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toBeNull();
  });

  it('when 10회 is chosen as the end, then the preview names it and the count is saved with the rule', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매주');
    await user.selectOptions(picker().getByLabelText('반복 종료'), '횟수만큼');
    await user.selectOptions(picker().getByLabelText('반복 횟수'), '12회');
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매주 월요일 · 12회');
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매일');
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매일 · 12회');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'daily', count: 12 });
  });

  it('when an end date is typed, then the rule repeats until it (\'2025년 3월 31일까지\')', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매주');
    await user.selectOptions(picker().getByLabelText('반복 종료'), '날짜까지');
    const until = picker().getByLabelText('반복 종료일');
    await user.clear(until);
    await user.type(until, '2025-03-31');
    await user.tab();
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매주 월요일 · 2025년 3월 31일까지');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'weekly', weekdays: [1], until: '2025-03-31' });
  });

  it('when the end date is left half typed, then the contract\'s Korean message shows and nothing is saved', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매주');
    await user.selectOptions(picker().getByLabelText('반복 종료'), '날짜까지');
    await user.clear(picker().getByLabelText('반복 종료일'));
    await user.type(picker().getByLabelText('반복 종료일'), '2025-03');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    expect(await picker().findByText(RECURRENCE_MESSAGES.until)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when 매월 (음력) 15일 is chosen, then the lunar monthly rule is saved', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20' });
    await user.selectOptions(picker().getByLabelText('반복 방식'), '매월 (음력)');
    await user.selectOptions(picker().getByLabelText('음력 일'), '15일');
    expect(screen.getByTestId('recurrence-preview')).toHaveTextContent('↻ 매월 음력 15일');
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).recurrence).toEqual({ freq: 'lunar_monthly', month_day: 15 });
  });
});
