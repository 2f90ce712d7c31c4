import { act, renderHook } from '@testing-library/react';
import { useSelection } from './use-selection';

describe('useSelection: every matching to-do, beyond the loaded pages', () => {
  it('when selectMatching gets the server ids, then ids are the loaded ones in order, then the unloaded ones', () => {
    const { result, rerender } = renderHook(({ order }) => useSelection(order), { initialProps: { order: ['a', 'b'] } });
    act(() => result.current.selectAll());
    expect(result.current).toMatchObject({ ids: ['a', 'b'], matching: false });
    act(() => result.current.selectMatching(['a', 'b', 'c', 'd']));
    expect(result.current).toMatchObject({ ids: ['a', 'b', 'c', 'd'], matching: true });
    // A page loads: the order grows, nothing is counted twice.
    rerender({ order: ['a', 'b', 'c'] });
    expect(result.current.ids).toEqual(['a', 'b', 'c', 'd']);
    act(() => result.current.toggle('c', false));
    expect(result.current.ids).toEqual(['a', 'b', 'd']);
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ ids: [], matching: false });
  });
});
