import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import type { TodoDto } from '@haru/contracts';
import { TodoView } from './todo-view';

const todo: TodoDto = {
  id: 't', title: '장보기', description: '', priority: 'medium', status: 'pending', category: null, due_date: null, due_time: null, tags: [], checklist: [], reminders: [],
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

describe('TodoView from a meeting (issue 21)', () => {
  it('when a to-do was sent from a meeting, then it links back: 출처: 주간 회의 (11/24) →', () => {
    const source = { type: 'meeting' as const, meeting_id: 'm1', item_id: 'a1', title: '주간 회의', date: '2026-11-24' };
    render(<MemoryRouter><TodoView todo={{ ...todo, source }} today="2025-03-01" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: '출처: 주간 회의 (11/24) →' })).toHaveAttribute('href', '/meeting/m1');
  });

  it('when a to-do has no source, then no 출처 line shows', () => {
    render(<TodoView todo={todo} today="2025-03-01" />);
    expect(screen.queryByText(/출처/)).not.toBeInTheDocument();
  });
});
