import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOut, rows } from '../../../test/layout-boxes';
import { messages } from '../messages/ko';
import { ReorderList } from './reorder-list';

const labels = messages.customize.reorder;

function Harness({ onChange }: { onChange?: (ids: string[]) => void }) {
  const [items, setItems] = useState(['가', '나', '다'].map((id, i) => ({ id, order: i + 1 })));
  const change = (next: typeof items) => { setItems(next); onChange?.(next.map((i) => `${i.id}:${i.order}`)); };
  return <ReorderList items={items} onChange={change} titleOf={(i) => i.id} labels={labels} renderItem={(i) => <span>{`${i.id}:${i.order}`}</span>} testId="list" />;
}

const order = () => [...screen.getByTestId('list').querySelectorAll(':scope > li')].map((li) => li.textContent?.replace(/[▲▼⠿]/g, ''));
const handle = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} 순서 바꾸기`) });

let undoLayout = () => undefined as void;
beforeEach(() => { undoLayout = layOut(rows('[data-testid="list"] > li')); });
afterEach(() => undoLayout());

describe('ReorderList', () => {
  it('when the down arrow is pressed on a handle, then the item moves down and the move is announced', () => {
    render(<Harness />);
    fireEvent.keyDown(handle('가'), { key: 'ArrowDown' });
    expect(order()).toEqual(['나:1', '가:2', '다:3']);
    expect(screen.getByText('가: 3개 중 2번째')).toBeInTheDocument();
  });

  it('when the up button is used, then the item moves up; the first item cannot move up', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: '가 위로 이동' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '다 위로 이동' }));
    expect(order()).toEqual(['가:1', '다:2', '나:3']);
  });

  it('when an item is picked up with Space, moved with the arrows and dropped with Space, then it takes that place and each step is announced', async () => {
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
    expect(changes).toEqual([['나:1', '다:2', '가:3']]);
    expect(order()).toEqual(['나:1', '다:2', '가:3']);
  });

  it('when a picked-up item is let go with Escape, then nothing moves and the cancel is announced', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    handle('다').focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('다 옮기기를 취소했습니다')).toBeInTheDocument();
    expect(order()).toEqual(['가:1', '나:2', '다:3']);
  });
});
