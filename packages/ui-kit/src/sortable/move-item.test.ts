import { moveItem } from './move-item';

describe('moveItem', () => {
  const list = ['a', 'b', 'c'];
  it('when an item moves, then the others shift and the list itself is left as it was', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('when the move goes nowhere or out of range, then the same list comes back', () => {
    expect(moveItem(list, 1, 1)).toBe(list);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 2, 3)).toBe(list);
  });
});
