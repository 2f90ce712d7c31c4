import { screen } from '@testing-library/react';
import { renderScreen, todo } from '../../../test/render';
import { TodoItem } from './todo-item';

const noop = () => undefined;
const show = (t: ReturnType<typeof todo>, layout: 'card' | 'row') =>
  renderScreen(<TodoItem todo={t} today="2025-01-15" layout={layout} onStatus={noop} onComplete={noop} onDelete={noop} />);
const chips = () => screen.queryAllByTestId('tag-chip').map((c) => c.textContent);

describe('TodoItem tags', () => {
  it.each(['card', 'row'] as const)('in the %s view shows three tag chips and counts the rest in +N, in words for a screen reader', (layout) => {
    show(todo({ id: 't1', title: '분기 보고', tags: ['업무', '보고서', '분기', '긴급', '회의'] }), layout);
    expect(chips()).toEqual(['#업무', '#보고서', '#분기']);
    const more = screen.getByTestId('more-tags');
    expect(more).toHaveTextContent('+2');
    expect(more.querySelector('.haru-visually-hidden')).toHaveTextContent('태그 2개 더 있음');
  });

  it('shows no +N when every tag is a chip, and no chip line for a bare title', () => {
    const { unmount } = show(todo({ id: 't2', title: '태그 둘', tags: ['업무', '보고'] }), 'row');
    expect(chips()).toEqual(['#업무', '#보고']);
    expect(screen.queryByTestId('more-tags')).toBeNull();
    unmount();
    show(todo({ id: 't3', title: '제목만', tags: [], category: null, due_date: null, recurrence: null, checklist: [] }), 'row');
    expect(screen.getByRole('article', { name: '제목만' }).querySelector('[class*="meta"]')).toBeNull();
  });
});
