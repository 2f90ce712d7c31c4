import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_FORM, type TodoFormValues } from '../lib/todo-form';
import { TodoForm } from './todo-form';
import { MemoryRouter } from '@haru/router';

const TODAY = '2025-01-15';

function setup(initial: Partial<TodoFormValues> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  render(
    <TodoForm mode="add" draftName="todo:test" initial={{ ...EMPTY_FORM, title: '보고서 제출', ...initial }} today={TODAY} saving={false} serverError={null} submitLabel="할일 추가" savingLabel="추가 중…" onSubmit={onSubmit} onCancel={jest.fn()} />,
    { wrapper: MemoryRouter },
  );
  return { onSubmit, user: userEvent.setup() };
}
const picker = () => within(screen.getByTestId('reminder-picker'));
const sentBody = (onSubmit: jest.Mock) => (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;

describe('TodoForm: 알림', () => {
  it('when there is no due date, then the presets cannot be chosen and the hint says why', () => {
    setup();
    for (const name of ['정시', '10분 전', '1시간 전', '전날 오후 6시']) expect(picker().getByLabelText(name)).toBeDisabled();
    expect(picker().getByText('정시, 10분 전, 1시간 전, 전날 알림은 마감일을 정하면 고를 수 있습니다')).toBeInTheDocument();
  });

  it('when 10분 전 and 전날 오후 6시 are ticked on a dated to-do, then both are saved in the API’s shape', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20', due_time: '15:00' });
    await user.click(picker().getByLabelText('10분 전'));
    await user.click(picker().getByLabelText('전날 오후 6시'));
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).reminders).toEqual([{ kind: 'before_10m' }, { kind: 'day_before_18' }]);
  });

  it('when a ticked preset is unticked, then it is not saved', async () => {
    const { onSubmit, user } = setup({ due_date: '2025-01-20', reminders: [{ kind: 'at_due' }, { kind: 'before_1h' }] });
    expect(picker().getByLabelText('정시')).toBeChecked();
    await user.click(picker().getByLabelText('정시'));
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).reminders).toEqual([{ kind: 'before_1h' }]);
  });

  it('when a chosen reminder is shown, then it can be removed before saving', async () => {
    const { onSubmit, user } = setup({ reminders: [{ kind: 'at', at: '2025-01-16T00:00:00.000Z' }] });
    const list = picker().getByRole('list', { name: '직접 지정한 알림' });
    expect(list).toHaveTextContent('2025');
    await user.click(within(list).getByRole('button', { name: /알림 삭제$/ }));
    expect(picker().queryByRole('list', { name: '직접 지정한 알림' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sentBody(onSubmit).reminders).toEqual([]);
  });
});
