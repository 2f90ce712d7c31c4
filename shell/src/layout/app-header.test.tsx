import { useMemo } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haru/router';
import { ScreenActionsProvider, useScreenActions, type ScreenActions } from '@haru/ui-kit';
import { AppHeader } from './app-header';
import { ContextMenuArea } from './context-menu';
import { useLayoutShortcuts } from './use-shortcuts';

function Screen({ declare }: { declare: ScreenActions }) {
  const actions = useMemo(() => declare, [declare]);
  useScreenActions(actions);
  return <p>screen body</p>;
}

function Harness({ declare, path = '/todo' }: { declare: ScreenActions; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ScreenActionsProvider>
        <Shortcuts />
        <AppHeader drawerOpen={false} onToggleDrawer={() => undefined} onOpenSearch={() => undefined} />
        <ContextMenuArea><Screen declare={declare} /></ContextMenuArea>
      </ScreenActionsProvider>
    </MemoryRouter>
  );
}

function Shortcuts() {
  useLayoutShortcuts({ current: null }, () => undefined, () => undefined);
  return null;
}

describe('AppHeader (driven by the screen)', () => {
  it('a screen that declares nothing gets a title from its path and no buttons', () => {
    render(<Harness declare={{}} path="/meeting-notes" />);
    expect(screen.getByTestId('header-title')).toHaveTextContent('회의록');
    expect(screen.getByRole('navigation', { name: '현재 위치' })).toHaveTextContent('하루');
    // Only the menu button and the search button (on every screen) remain.
    expect(screen.queryAllByRole('button').filter((b) => !b.getAttribute('aria-controls') && b.dataset.testid !== 'header-search')).toHaveLength(0);
  });

  it('shows the declared title, breadcrumb, views, actions and create; Ctrl+N runs create', async () => {
    const create = jest.fn();
    const exportCsv = jest.fn();
    const onViewChange = jest.fn();
    render(<Harness declare={{
      title: 'WBS 관리', breadcrumb: ['하루', '프로젝트', 'WBS 관리'],
      views: [{ id: 'card', label: '카드' }, { id: 'list', label: '목록' }], activeView: 'card', onViewChange,
      create: { id: 'new', label: '새 프로젝트', run: create },
      actions: [{ id: 'export', label: '내보내기', run: exportCsv }],
    }} />);
    expect(screen.getByTestId('header-title')).toHaveTextContent('WBS 관리');
    expect(screen.getByRole('button', { name: '카드' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '목록' }));
    expect(onViewChange).toHaveBeenCalledWith('list');
    await userEvent.click(screen.getByRole('button', { name: '내보내기' }));
    expect(exportCsv).toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'n', ctrlKey: true });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('links every breadcrumb step back but the current screen, and names the screen in the document title', async () => {
    render(<Harness declare={{ title: '할일 목록', breadcrumb: [{ label: '프로젝트 관리', to: '/functions' }, { label: '할일', to: '/todo' }, '할일 상세'] }} path="/todo/1" />);
    const crumbs = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(crumbs).getByRole('link', { name: '프로젝트 관리' })).toHaveAttribute('href', '/functions');
    expect(within(crumbs).getByRole('link', { name: '할일' })).toHaveAttribute('href', '/todo');
    expect(within(crumbs).queryByRole('link', { name: '할일 상세' })).not.toBeInTheDocument();
    expect(within(crumbs).getByText('할일 상세')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('할일 목록 · 하루');
  });

  it('a screen without a declared breadcrumb links back home from its derived one', () => {
    render(<Harness declare={{}} path="/json-compare" />);
    expect(within(screen.getByRole('navigation', { name: '현재 위치' })).getByRole('link', { name: '하루' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('JSON 비교 · 하루');
  });

  it('the context menu lists the screen\'s actions and runs the chosen one', async () => {
    const create = jest.fn();
    render(<Harness declare={{ create: { id: 'new', label: '새 할일', run: create }, actions: [{ id: 'x', label: '내보내기', run: jest.fn() }] }} />);
    fireEvent.contextMenu(screen.getByText('screen body'));
    const menu = screen.getByRole('menu', { name: '화면 메뉴' });
    expect(menu).toHaveTextContent('새 할일');
    expect(screen.getByRole('menuitem', { name: '새 할일' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: '새 할일' }));
    expect(create).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
