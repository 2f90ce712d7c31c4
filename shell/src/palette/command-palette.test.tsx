import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@haru/router';
import CommandPalette from './command-palette';
import { rememberPick } from './recent';

// jsdom has no layout: cmdk scrolls the selected item into view and watches sizes.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});
beforeEach(() => localStorage.clear());

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/home']}>
        <button type="button" onClick={() => setOpen(true)}>열기</button>
        <CommandPalette open={open} onOpenChange={setOpen} />
        <Routes>
          <Route path="/home" element={<p>홈 화면</p>} />
          <Route path="/todo/add" element={<p>할일 추가 화면</p>} />
          <Route path="/todo/:id" element={<p>할일 상세 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('CommandPalette', () => {
  it('when opened empty, then it shows recent items, recent queries and the screen commands; Enter runs the selected one', async () => {
    rememberPick({ type: 'todo', id: 'a1', title: '주간 보고서', link: '/todo/a1' }, '보고');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const input = await screen.findByRole('combobox');
    expect(options()).toEqual(['할일주간 보고서', '보고', '새 할일', '새 회의록', '다크 모드']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('할일 추가 화면')).toBeInTheDocument();
  });

  it('when a syllable is being composed, then the results wait for it and Enter does nothing', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const input = await screen.findByRole('combobox');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ㄷ' } });
    expect(options()).toEqual(['새 할일', '새 회의록', '다크 모드']);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(screen.getByText('홈 화면')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '다크' } });
    fireEvent.compositionEnd(input);
    await waitFor(() => expect(options()).toEqual(['다크 모드']));
  });

  it('when Esc is pressed, then the palette closes and focus returns to where it was', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await act(async () => { fireEvent.keyDown(input, { key: 'Escape' }); });
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
