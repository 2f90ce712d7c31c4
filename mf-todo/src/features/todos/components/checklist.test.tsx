import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistItem, TodoDto } from '@haru/contracts';
import { layOut, type Box } from '../../../../../test/layout-boxes';
import { renderScreen, todo } from '../../../test/render';
import { ChecklistEditor } from './checklist-editor';
import { ChecklistPanel } from './checklist-panel';
import { TodoItem } from './todo-item';

const item = (id: string, text: string, done = false): ChecklistItem => ({ id, text, done });

function Editor({ initial, seen }: { initial: ChecklistItem[]; seen: (items: ChecklistItem[]) => void }) {
  const [items, setItems] = useState(initial);
  return <ChecklistEditor items={items} onChange={(next) => { setItems(next); seen(next); }} />;
}
/** The sortable list (dnd-kit) is a lazy chunk: wait for its first handle before driving it. */
const renderEditor = async (initial: ChecklistItem[] = []) => {
  let last = initial;
  await act(async () => { render(<Editor initial={initial} seen={(items) => { last = items; }} />); });
  if (initial.length > 0) await screen.findByRole('button', { name: `${initial[0].text} 순서 바꾸기` });
  return { items: () => last };
};
const rowsOf = () => [...screen.getByTestId('checklist').querySelectorAll(':scope > li')];
const texts = () => rowsOf().map((li) => li.textContent?.replace(/[⠿▲▼×]/g, '').trim());

describe('ChecklistEditor', () => {
  it('when Enter confirms a Hangul syllable, then nothing is added; the next Enter adds the trimmed item once', async () => {
    const { items } = await renderEditor([item('a', '초안')]);
    const input = screen.getByLabelText('체크리스트 항목 추가');
    fireEvent.change(input, { target: { value: ' 자료 조사 ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(items()).toEqual([item('a', '초안')]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(items()).toEqual([item('a', '초안'), expect.objectContaining({ text: '자료 조사', done: false })]);
    expect(items()[1].id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(input).toHaveValue('');
  });

  it('ticks and deletes an item, and shows the progress', async () => {
    const user = userEvent.setup();
    const { items } = await renderEditor([item('a', '초안'), item('b', '검토')]);
    await user.click(screen.getByRole('checkbox', { name: '초안' }));
    expect(items()).toEqual([item('a', '초안', true), item('b', '검토')]);
    expect(screen.getByLabelText('체크리스트 2개 중 1개 완료')).toHaveTextContent('1/2');
    await user.click(screen.getByRole('button', { name: '검토 항목 삭제' }));
    expect(items()).toEqual([item('a', '초안', true)]);
  });

  it('when the 51st item or a 201-character item is typed, then the contract’s Korean message shows and nothing is added', async () => {
    const full = Array.from({ length: 50 }, (_, i) => item(`i${i}`, `항목 ${i}`));
    const { items } = await renderEditor(full);
    const input = screen.getByLabelText('체크리스트 항목 추가');
    fireEvent.change(input, { target: { value: '하나 더' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('체크리스트는 최대 50개까지 추가할 수 있습니다');
    expect(items()).toHaveLength(50);
  });

  it('reorders with the ▲/▼ buttons and with the arrow keys on the handle', async () => {
    const user = userEvent.setup();
    const { items } = await renderEditor([item('a', '하나'), item('b', '둘'), item('c', '셋')]);
    await user.click(screen.getByRole('button', { name: '셋 위로 이동' }));
    expect(texts()).toEqual(['하나', '셋', '둘']);
    screen.getByRole('button', { name: '하나 순서 바꾸기' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(items().map((i) => i.id)).toEqual(['c', 'a', 'b']);
    await waitFor(() => expect(screen.getByRole('button', { name: '하나 순서 바꾸기' })).toHaveFocus());
  });

  it('reorders by a dnd-kit keyboard drag: Space picks up, the arrow moves, Space drops', async () => {
    const boxes = (el: Element): Box | null => {
      if (!el.matches('[data-testid="checklist"] > li')) return null;
      const all = [...document.querySelectorAll('[data-testid="checklist"] > li')];
      return { left: 0, top: all.indexOf(el) * 50, width: 300, height: 44 };
    };
    const undo = layOut(boxes);
    try {
      const user = userEvent.setup();
      const { items } = await renderEditor([item('a', '하나'), item('b', '둘'), item('c', '셋')]);
      screen.getByRole('button', { name: '하나 순서 바꾸기' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(items().map((i) => i.id)).toEqual(['b', 'a', 'c']));
    } finally {
      undo();
    }
  });
});

describe('checklist on the detail screen and in the list', () => {
  const sent: unknown[] = [];
  let current: TodoDto;
  beforeEach(() => {
    sent.length = 0;
    localStorage.setItem('access_token', 'header.payload.signature');
    localStorage.setItem('refresh_token', 'refresh');
    globalThis.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      current = { ...current, ...body, completed: (body.status ?? current.status) === 'completed' };
      return { ok: true, status: 200, json: async () => current } as Response;
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    localStorage.clear();
  });

  it('when the last open item is ticked, then it is saved and completing the to-do is offered; accepting completes it', async () => {
    current = todo({ id: 't1', title: '이사', checklist: [item('a', '박스', true), item('b', '짐')] });
    const user = userEvent.setup();
    renderScreen(<ChecklistPanel todo={current} />);
    await user.click(screen.getByRole('checkbox', { name: '짐' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([{ checklist: [item('a', '박스', true), item('b', '짐', true)] }]);
    expect(dialog).toHaveTextContent('모든 항목을 완료했습니다. 할일도 완료할까요?');
    await user.click(within(dialog).getByRole('button', { name: '할일 완료' }));
    await waitFor(() => expect(sent).toEqual([{ checklist: [item('a', '박스', true), item('b', '짐', true)] }, { status: 'completed' }]));
  });

  it('when a tick leaves an item open, then nothing is offered', async () => {
    current = todo({ id: 't2', title: '장보기', checklist: [item('a', '우유'), item('b', '빵')] });
    const user = userEvent.setup();
    renderScreen(<ChecklistPanel todo={current} />);
    await user.click(screen.getByRole('checkbox', { name: '우유' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the progress in a list row', () => {
    const t = todo({ id: 't3', title: '보고서', checklist: [item('a', '1', true), item('b', '2', true), item('c', '3'), item('d', '4'), item('e', '5')] });
    renderScreen(<TodoItem todo={t} today="2025-01-15" layout="row" onStatus={() => undefined} onComplete={() => undefined} onDelete={() => undefined} />);
    expect(screen.getByRole('img', { name: '체크리스트 5개 중 2개 완료' })).toHaveTextContent('☑ 2/5');
  });
});
