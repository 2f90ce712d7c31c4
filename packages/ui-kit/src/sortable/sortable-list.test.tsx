import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOut, rows } from '../../../../test/layout-boxes';
import { SortableList } from '../sortable';

interface Item { id: string; title: string }

function Harness({ onChange }: { onChange?: (ids: string[]) => void }) {
  const [items, setItems] = useState<Item[]>(['가', '나', '다'].map((title, i) => ({ id: `i${i}`, title })));
  const change = (next: Item[]) => { setItems(next); onChange?.(next.map((i) => i.title)); };
  return (
    <SortableList items={items} onChange={change} nameOf={(i) => i.title} label="목록" testId="list"
      renderItem={(i) => <span>{i.title}</span>}
      renderActions={(i) => <button type="button" onClick={() => change(items.filter((x) => x.id !== i.id))}>{`${i.title} 삭제`}</button>} />
  );
}

const order = () => [...screen.getByTestId('list').querySelectorAll(':scope > li')].map((li) => li.querySelector('span:not([aria-hidden])')?.textContent);
const handle = (name: string) => screen.getByRole('button', { name: `${name} 순서 바꾸기` });

let undoLayout = () => undefined as void;
beforeEach(() => { undoLayout = layOut(rows('[data-testid="list"] > li')); });
afterEach(() => undoLayout());

describe('SortableList', () => {
  it('names the list, its handles and buttons, describes the handle and keeps the caller’s buttons', () => {
    render(<Harness />);
    expect(screen.getByRole('list', { name: '목록' })).toBeInTheDocument();
    expect(handle('가')).toHaveAttribute('aria-roledescription', '순서를 바꿀 수 있는 항목');
    expect(handle('가')).toHaveAccessibleDescription('스페이스바로 항목을 들고 위/아래 화살표로 옮긴 뒤 스페이스바로 놓으세요. Esc를 누르면 취소됩니다.');
    expect(screen.getByRole('button', { name: '가 위로 이동' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다 아래로 이동' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '나 삭제' }));
    expect(order()).toEqual(['가', '다']);
  });

  it('when the down arrow is pressed on a handle, then the item moves down, the move is announced and the handle keeps the focus', async () => {
    render(<Harness />);
    handle('가').focus();
    fireEvent.keyDown(handle('가'), { key: 'ArrowDown' });
    expect(order()).toEqual(['나', '가', '다']);
    expect(screen.getByText('가: 3개 중 2번째')).toBeInTheDocument();
    await waitFor(() => expect(handle('가')).toHaveFocus());
    fireEvent.keyDown(handle('나'), { key: 'ArrowUp' });
    expect(order()).toEqual(['나', '가', '다']);
  });

  it('when the up button is used, then the item moves up and the move is announced', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '다 위로 이동' }));
    expect(order()).toEqual(['가', '다', '나']);
    expect(screen.getByText('다: 3개 중 2번째')).toBeInTheDocument();
  });

  it('when an item is picked up with Space, moved with the arrows and dropped with Space, then it takes that place once and each step is announced', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    render(<Harness onChange={(ids) => changes.push(ids)} />);
    handle('가').focus();
    await user.keyboard(' ');
    expect(await screen.findByText('가을(를) 들었습니다. 3개 중 1번째')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('가: 3개 중 2번째')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('가: 3개 중 3번째')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.keyboard(' ');
    expect(await screen.findByText('가을(를) 3개 중 3번째에 놓았습니다')).toBeInTheDocument();
    expect(changes).toEqual([['나', '다', '가']]);
    expect(order()).toEqual(['나', '다', '가']);
  });

  it('when a picked-up item is let go with Escape, then nothing moves and the cancel is announced', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    render(<Harness onChange={(ids) => changes.push(ids)} />);
    handle('다').focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('다 옮기기를 취소했습니다')).toBeInTheDocument();
    expect(order()).toEqual(['가', '나', '다']);
    expect(changes).toEqual([]);
  });
});
