import { descendantIds, levelOf, subtreeHeight, treeOrder, type TreeItem } from './wbs.tree';

const item = (id: string, parentId: string | null, orderIndex = 0, seq = 0): TreeItem => ({ id, parentId, orderIndex, seq });

describe('server tree rules', () => {
  const items = [item('c', 'b', 0, 2), item('a', null, 1, 0), item('b', 'a', 0, 1), item('d', null, 0, 3), item('e', 'a', 1, 4)];

  it('orders parents before children, siblings by order_index then creation', () => {
    expect(treeOrder(items).map(({ item: i, level }) => `${i.id}${level}`)).toEqual(['d1', 'a1', 'b2', 'c3', 'e2']);
  });

  it('finds descendants, subtree height and level', () => {
    expect(descendantIds(items, 'a').sort()).toEqual(['b', 'c', 'e']);
    expect(subtreeHeight(items, 'a')).toBe(2);
    expect(subtreeHeight(items, 'c')).toBe(0);
    expect(levelOf(items, 'c')).toBe(3);
  });

  it('keeps orphans and cycle members visible as roots instead of losing them', () => {
    const broken = [item('x', 'gone'), item('p', 'q', 0, 1), item('q', 'p', 0, 2)];
    const ordered = treeOrder(broken).map(({ item: i }) => i.id);
    expect(ordered.sort()).toEqual(['p', 'q', 'x']);
    expect(levelOf(broken, 'p')).toBeLessThan(10);
  });
});
