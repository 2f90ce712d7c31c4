import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@haru/router';
import { wbsKeys } from '@haru/api-client';
import type { WbsProject, WbsTask } from '@haru/contracts';
import { buildTree } from '../lib/tree';
import { TaskAddPage } from './task-add-page';
import { TaskModal } from './task-modal';

const project: WbsProject = {
  id: 'p1', title: '홈페이지 개편', description: '', start_date: '2025-03-01', end_date: '2025-04-30', status: 'in_progress',
  progress: 0, progress_source: 'manual', manual_progress: 0, created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-01T00:00:00.000Z',
};
const task: WbsTask = {
  id: 't1', project_id: 'p1', title: '요구사항 정리', description: '', start_date: '2025-03-10', end_date: '2025-03-20', duration: 11,
  progress: 0, status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id: null, level: 1, order_index: 0,
  created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-01T00:00:00.000Z',
};

/** The loaded project and tasks sit in the real query cache, as after the detail page; nothing is fetched. */
function cacheWith() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(wbsKeys.project(project.id), project);
  client.setQueryData(wbsKeys.tasks(project.id), [task]);
  return client;
}

describe('task add page dates (ui-kit DatePicker, taskAddFormSchema)', () => {
  it('when the dates are missing, then both messages show and the start date is focused; picking clears its message', async () => {
    render(
      <QueryClientProvider client={cacheWith()}>
        <MemoryRouter initialEntries={['/wbs/projects/p1/tasks/add']}>
          <Routes><Route path="/wbs/projects/:projectId/tasks/add" element={<TaskAddPage />} /></Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('작업 제목'), '디자인 시안');
    await userEvent.click(screen.getByRole('button', { name: '작업 추가' }));
    expect(screen.getByText('시작일을 선택해주세요')).toBeInTheDocument();
    expect(screen.getByText('종료일을 선택해주세요')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '시작일' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: '시작일' }), '2025-03-10');
    expect(screen.queryByText('시작일을 선택해주세요')).not.toBeInTheDocument();
    expect(screen.getByText('종료일을 선택해주세요')).toBeInTheDocument();
  });
});

describe('task modal dates (ui-kit DatePicker, taskBodySchema)', () => {
  function renderEdit() {
    render(
      <QueryClientProvider client={cacheWith()}>
        <MemoryRouter>
          <TaskModal projectId="p1" roots={buildTree([task])} target={{ kind: 'edit', node: buildTree([task])[0]! }} onClose={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('when editing, then the task’s dates are shown, and an end before the start is refused and focused', async () => {
    renderEdit();
    expect(screen.getByRole('textbox', { name: '시작일' })).toHaveValue('2025-03-10');
    expect(screen.getByText('2025년 3월 20일 (목)')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: '종료일' }));
    await userEvent.type(screen.getByRole('textbox', { name: '종료일' }), '2025-03-09');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('종료일은 시작일보다 늦어야 합니다')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '종료일' })).toHaveFocus();
  });

  it('when the end date’s calendar opens, then days before the start are disabled; 지우기 empties the optional date', async () => {
    renderEdit();
    await userEvent.click(screen.getByRole('button', { name: '종료일 선택' }));
    const calendar = screen.getByRole('dialog', { name: '종료일 선택 달력' });
    expect(within(calendar).getByRole('button', { name: '2025년 3월 9일 (일)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: '2025년 3월 25일 (화)' }));
    expect(screen.getByRole('textbox', { name: '종료일' })).toHaveValue('2025-03-25');
    await userEvent.click(screen.getByRole('button', { name: '시작일 선택' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '시작일 선택 달력' })).getByRole('button', { name: '지우기' }));
    expect(screen.getByRole('textbox', { name: '시작일' })).toHaveValue('');
  });
});
