import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@haru/router';
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
    await userEvent.type(screen.getByLabelText('시작일'), '2025-03-02');
    await userEvent.type(screen.getByLabelText('종료일'), '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: '프로젝트 만들기' }));
    expect(screen.getByText('종료일은 시작일보다 늦어야 합니다')).toBeInTheDocument();
    expect(screen.queryByLabelText('진행률 (%)')).not.toBeInTheDocument();
  });
});
