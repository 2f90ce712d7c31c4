import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeClock, renderScreen, todo } from '../../../test/render';
import { TodoListPage } from './todo-list-page';

// 2025-01-15 00:30 in Seoul is still the 14th in UTC: labels must follow Seoul.
beforeEach(() => {
  freezeClock('2025-01-14T15:30:00Z');
  localStorage.clear();
});
afterEach(() => { jest.useRealTimers(); jest.restoreAllMocks(); });

const todos = [
  todo({ id: 'a1', title: '어제 마감', due_date: '2025-01-14', priority: 'low', created_at: '2025-01-01T00:00:00Z' }),
  todo({ id: 'b2', title: '오늘 마감', due_date: '2025-01-15', priority: 'medium', created_at: '2025-01-02T00:00:00Z' }),
  todo({ id: 'c3', title: '내일 마감', due_date: '2025-01-16', priority: 'high', status: 'in_progress', created_at: '2025-01-03T00:00:00Z' }),
  todo({ id: 'd4', title: '끝난 일', due_date: '2025-01-10', status: 'completed', created_at: '2025-01-04T00:00:00Z' }),
];
const titles = () => screen.getAllByTestId('todo-item').map((el) => el.getAttribute('aria-label'));

describe('TodoListPage', () => {
  it('shows (지연), (오늘), (내일) by the Seoul date, none for a completed to-do, and the count', () => {
    renderScreen(<TodoListPage />, { todos });
    expect(within(screen.getByRole('article', { name: '어제 마감' })).getByText('(지연)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '오늘 마감' })).getByText('(오늘)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '내일 마감' })).getByText('(내일)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '끝난 일' })).queryByText('(지연)')).not.toBeInTheDocument();
    expect(screen.getByText('총 4개')).toBeInTheDocument();
  });

  it('sorts by priority first, then by the chosen order, completed to-dos below the open ones', async () => {
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos });
    expect(titles()).toEqual(['내일 마감', '오늘 마감', '어제 마감', '끝난 일']);
    await user.selectOptions(screen.getByLabelText('정렬'), 'due_date');
    expect(titles()).toEqual(['어제 마감', '오늘 마감', '내일 마감', '끝난 일']);
    await user.selectOptions(screen.getByLabelText('정렬'), 'created');
    expect(titles()).toEqual(['내일 마감', '오늘 마감', '어제 마감', '끝난 일']);
    await user.selectOptions(screen.getByLabelText('정렬'), 'title');
    expect(titles()).toEqual(['내일 마감', '어제 마감', '오늘 마감', '끝난 일']);
  });

  it('filters by status and updates the count', async () => {
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos });
    await user.selectOptions(screen.getByLabelText('상태 필터'), 'in_progress');
    expect(titles()).toEqual(['내일 마감']);
    expect(screen.getByText('총 1개')).toBeInTheDocument();
  });

  it('when there are no to-dos, then the empty state says 할일이 없습니다', () => {
    renderScreen(<TodoListPage />, { todos: [] });
    expect(screen.getByText('할일이 없습니다')).toBeInTheDocument();
  });

  it('when the kanban view is chosen, then columns group by status and the choice is remembered', async () => {
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos });
    await user.click(screen.getByRole('radio', { name: '칸반' }));
    const pending = await screen.findByRole('region', { name: /대기중/ });
    expect(within(pending).getAllByTestId('kanban-card')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: /완료/ })).getByText('끝난 일')).toBeInTheDocument();
    expect(localStorage.getItem('haru.todo.view')).toBe('kanban');
  });

  it('when arrow keys are used on the view switch, then the view changes and focus follows', async () => {
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos });
    screen.getByRole('radio', { name: '카드' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '리스트' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '리스트' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '칸반' })).toHaveFocus();
  });

  it('when the quick-add title is blank, then its add button is disabled', async () => {
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos });
    await user.click(screen.getByRole('button', { name: '빠른 추가' }));
    const dialog = screen.getByRole('dialog');
    const add = within(dialog).getByRole('button', { name: '추가' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('제목'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('제목'), '우유');
    expect(add).toBeEnabled();
  });

  it('renders only a window of a long list (virtualised)', () => {
    // jsdom has no layout: give every row the height a browser would measure.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(144);
    const many = Array.from({ length: 3000 }, (_, i) => todo({ id: `m${i}`, title: `할일 ${i}` }));
    renderScreen(<TodoListPage />, { todos: many });
    expect(screen.getByText('총 3,000개')).toBeInTheDocument();
    expect(screen.getAllByTestId('todo-item').length).toBeLessThan(60);
  });
});
