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

  it('when a detail screen shows its item’s title, then the h1 is visible, with its actions', () => {
    render(<PageHeader title="분기 보고서" showTitle><button type="button">수정</button></PageHeader>);
    const heading = screen.getByRole('heading', { level: 1, name: '분기 보고서' });
    expect(heading).not.toHaveClass('haru-visually-hidden');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: '수정' }));
  });

  it('when a width is chosen, then the frame takes its class; other attributes reach the element', () => {
    const { container, rerender } = render(<PageLayout width="narrow" data-testid="page"><p>본문</p></PageLayout>);
    const narrow = screen.getByTestId('page').className;
    rerender(<PageLayout width="wide" data-testid="page"><p>본문</p></PageLayout>);
    const wide = screen.getByTestId('page').className;
    rerender(<PageLayout data-testid="page"><p>본문</p></PageLayout>);
    const plain = screen.getByTestId('page').className;
    expect(new Set([narrow, wide, plain]).size).toBe(3);
    expect(container.firstElementChild?.className.split(' ')).toContain(plain);
  });
});
