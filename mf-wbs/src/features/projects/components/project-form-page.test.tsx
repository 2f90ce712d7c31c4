import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@haru/router';
import type { WbsProject } from '@haru/contracts';
import { wbsKeys } from '@haru/api-client';
import { ProjectFormPage } from './project-form-page';

function renderCreate() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wbs/add']}>
        <Routes><Route path="/wbs/add" element={<ProjectFormPage mode="create" />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('project form (client rules, no request is sent while invalid)', () => {
  it('shows the Korean messages of SPEC.md section 5 and clears each when its field is edited', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: '프로젝트 만들기' }));
    expect(screen.getByText('프로젝트 제목을 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('시작일을 선택해주세요')).toBeInTheDocument();
    expect(screen.getByText('종료일을 선택해주세요')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('프로젝트 제목'), '새 프로젝트');
    expect(screen.queryByText('프로젝트 제목을 입력해주세요')).not.toBeInTheDocument();
    expect(screen.getByText('시작일을 선택해주세요')).toBeInTheDocument();
  });

  it('refuses an end date before the start and counts title characters', async () => {
    renderCreate();
    await userEvent.type(screen.getByLabelText('프로젝트 제목'), '가나다');
    expect(screen.getByText('3/200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '시작일' }), '2025-03-02');
    await userEvent.type(screen.getByRole('textbox', { name: '종료일' }), '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: '프로젝트 만들기' }));
    expect(screen.getByText('종료일은 시작일보다 늦어야 합니다')).toBeInTheDocument();
    expect(screen.queryByLabelText('진행률 (%)')).not.toBeInTheDocument();
  });
});

describe('project form dates (ui-kit DatePicker)', () => {
  it('when the dates are missing, then the first one in error is focused', async () => {
    renderCreate();
    await userEvent.type(screen.getByLabelText('프로젝트 제목'), '가나다');
    await userEvent.click(screen.getByRole('button', { name: '프로젝트 만들기' }));
    expect(screen.getByText('시작일을 선택해주세요')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '시작일' })).toHaveFocus();
  });

  it('when the end date’s calendar opens, then days before the start are disabled and a later day is picked', async () => {
    renderCreate();
    await userEvent.type(screen.getByRole('textbox', { name: '시작일' }), '2025-03-10');
    expect(screen.getByText('2025년 3월 10일 (월)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '종료일' }), '2025-03-12');
    await userEvent.click(screen.getByRole('button', { name: '종료일 선택' }));
    const calendar = screen.getByRole('dialog', { name: '종료일 선택 달력' });
    expect(within(calendar).getByRole('button', { name: '2025년 3월 9일 (일)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: '2025년 3월 31일 (월)' }));
    expect(screen.getByRole('textbox', { name: '종료일' })).toHaveValue('2025-03-31');
  });
});

describe('project edit form: which progress applies', () => {
  const stored: WbsProject = {
    id: 'p1', title: '홈페이지 개편', description: '', start_date: '2025-03-01', end_date: '2025-04-30', status: 'in_progress',
    progress: 45.83, progress_source: 'tasks', manual_progress: 10, created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-02T00:00:00.000Z',
  };
  function renderEdit(project: WbsProject) {
    // The loaded project sits in the real query cache, as after the detail page; nothing is fetched.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(wbsKeys.project(project.id), project);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/wbs/edit/${project.id}`]}>
          <Routes><Route path="/wbs/edit/:id" element={<ProjectFormPage mode="edit" />} /></Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('when the project has tasks, then the field holds the manual value and the form says the task roll-up applies', () => {
    renderEdit(stored);
    expect(screen.getByLabelText('진행률 (%)')).toHaveValue(10);
    expect(screen.getByText('작업이 있어 전체 진행률은 작업 진행률의 합산(46%)으로 표시됩니다. 이 값은 작업이 모두 없어지면 적용됩니다.')).toBeInTheDocument();
  });

  it('when the project has no tasks, then the form says this value is the progress', () => {
    renderEdit({ ...stored, progress: 30, progress_source: 'manual', manual_progress: 30 });
    expect(screen.getByLabelText('진행률 (%)')).toHaveValue(30);
    expect(screen.getByText('작업이 없어 이 값이 전체 진행률로 표시됩니다. 작업을 추가하면 작업 진행률의 합산으로 바뀝니다.')).toBeInTheDocument();
  });
});
