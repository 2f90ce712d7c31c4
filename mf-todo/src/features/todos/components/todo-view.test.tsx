import { render, screen } from '@testing-library/react';
import type { TodoDto } from '@haru/contracts';
import { TodoView } from './todo-view';

const todo: TodoDto = {
  id: 't', title: '장보기', description: '', priority: 'medium', status: 'pending', category: null, due_date: null, tags: [], reminders: [],
  completed: false, created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-01T00:00:00.000Z',
};

describe('TodoView', () => {
  it('when a to-do has no category (saved with the picker closed), then it reads 카테고리 없음', () => {
    render(<TodoView todo={todo} today="2025-03-01" />);
    expect(screen.getByText('카테고리 없음')).toBeInTheDocument();
  });

  it('when a to-do has a category, then its Korean label shows', () => {
    render(<TodoView todo={{ ...todo, category: 'health' }} today="2025-03-01" />);
    expect(screen.getByText('건강')).toBeInTheDocument();
    expect(screen.queryByText('카테고리 없음')).not.toBeInTheDocument();
  });
});
