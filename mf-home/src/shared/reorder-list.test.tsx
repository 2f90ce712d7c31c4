import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReorderList } from './reorder-list';

const labels = {
  handle: (t: string) => `${t} 순서 바꾸기`,
  up: (t: string) => `${t} 위로 이동`,
  down: (t: string) => `${t} 아래로 이동`,
  moved: (t: string, p: number, n: number) => `${t}: ${n}개 중 ${p}번째`,
};

function Harness() {
  const [items, setItems] = useState(['가', '나', '다'].map((id, i) => ({ id, order: i + 1 })));
  return <ReorderList items={items} onChange={setItems} titleOf={(i) => i.id} labels={labels} renderItem={(i) => <span>{`${i.id}:${i.order}`}</span>} testId="list" />;
}

const order = () => [...screen.getByTestId('list').querySelectorAll(':scope > li')].map((li) => li.textContent?.replace(/[▲▼⠿]/g, ''));

describe('ReorderList', () => {
  it('when the down arrow is pressed on a handle, then the item moves down and the move is announced', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('button', { name: '가 순서 바꾸기' }), { key: 'ArrowDown' });
    expect(order()).toEqual(['나:1', '가:2', '다:3']);
    expect(screen.getByText('가: 3개 중 2번째')).toBeInTheDocument();
  });

  it('when the up button is used, then the item moves up; the first item cannot move up', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: '가 위로 이동' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '다 위로 이동' }));
    expect(order()).toEqual(['가:1', '다:2', '나:3']);
  });

  it('when an item is dragged onto another, then it takes that place', () => {
    render(<Harness />);
    const items = screen.getByTestId('list').querySelectorAll(':scope > li');
    const data = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(screen.getByRole('button', { name: '다 순서 바꾸기' }), { dataTransfer: data });
    fireEvent.dragOver(items[0], { dataTransfer: data });
    fireEvent.drop(items[0], { dataTransfer: data });
    expect(order()).toEqual(['다:1', '가:2', '나:3']);
  });
});
