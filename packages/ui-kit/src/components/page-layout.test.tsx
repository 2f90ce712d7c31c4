import { render, screen } from '@testing-library/react';
import { EmptyState } from './feedback';
import { PageHeader, PageLayout } from './page-layout';

describe('PageLayout and PageHeader', () => {
  it('when a screen has only a title, then it is the document h1 and nothing else is drawn', () => {
    const { container } = render(<PageLayout><PageHeader title="캘린더" /></PageLayout>);
    expect(screen.getByRole('heading', { level: 1, name: '캘린더' })).toHaveClass('haru-visually-hidden');
    expect(container.querySelector('header')).toBeNull();
  });

  it('when a screen has an intro and actions, then they are shown beside the h1', () => {
    render(
      <PageLayout>
        <PageHeader title="기능" intro="자주 쓰는 기능">
          <button type="button">추가</button>
        </PageHeader>
        <EmptyState title="할일이 없습니다" />
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('자주 쓰는 기능');
    expect(screen.getByRole('button', { name: '추가' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '기능' })).toBeInTheDocument();
    expect(screen.getByText('할일이 없습니다')).toBeInTheDocument();
  });
});
