import { rangeIds, undoGroups, withChange } from './bulk';
import { todo } from '../../../test/render';

describe('bulk helpers', () => {
  it('undoGroups: only the changed fields go back, one group per set of previous values', () => {
    const previous = [
      { id: 'a', status: 'pending', priority: 'high', category: null, due_date: '2025-01-01' },
      { id: 'b', status: 'in_progress', priority: 'high', category: 'work', due_date: null },
      { id: 'c', status: 'pending', priority: 'low', category: null, due_date: '2025-01-01' },
    ] as const;
    expect(undoGroups([...previous], { status: 'completed' })).toEqual([
      { ids: ['a', 'c'], change: { status: 'pending' } },
      { ids: ['b'], change: { status: 'in_progress' } },
    ]);
    expect(undoGroups([...previous], { priority: 'low', due_date: '2025-02-02' })).toEqual([
      { ids: ['a'], change: { priority: 'high', due_date: '2025-01-01' } },
      { ids: ['b'], change: { priority: 'high', due_date: null } },
      { ids: ['c'], change: { priority: 'low', due_date: '2025-01-01' } },
    ]);
  });

  it('rangeIds: either direction, inclusive; nothing when an end is not shown', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(rangeIds(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeIds(order, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeIds(order, 'x', 'b')).toEqual([]);
  });

  it('withChange: status sets completed; clearing the date clears its time', () => {
    const t = todo({ id: 'a', due_date: '2025-01-01', due_time: '09:00' });
    expect(withChange(t, { status: 'completed' })).toMatchObject({ status: 'completed', completed: true });
    expect(withChange(t, { due_date: null })).toMatchObject({ due_date: null, due_time: null });
    expect(withChange(t, { due_date: '2025-03-03' })).toMatchObject({ due_date: '2025-03-03', due_time: '09:00' });
  });
});
