/** Pure tree rules over one project's tasks (no database): order, depth, descendants. */
export interface TreeItem {
  id: string;
  parentId: string | null;
  orderIndex: number;
  /** Tie-break for equal order_index: creation order. */
  seq: number;
}

function childrenIndex<T extends TreeItem>(items: T[]): Map<string | null, T[]> {
  const ids = new Set(items.map((i) => i.id));
  const index = new Map<string | null, T[]>();
  for (const item of items) {
    // A parent that no longer exists makes the task a root rather than hiding it.
    const parent = item.parentId && ids.has(item.parentId) ? item.parentId : null;
    const list = index.get(parent) ?? [];
    list.push(item);
    index.set(parent, list);
  }
  for (const list of index.values()) list.sort((a, b) => a.orderIndex - b.orderIndex || a.seq - b.seq);
  return index;
}

/**
 * Tasks in tree order (parent before children, siblings by order_index) with the depth each really has.
 * Tasks caught in a parent cycle (only possible through racing writes, as there are no transactions) are
 * still returned, as roots, so nothing the user owns ever disappears.
 */
export function treeOrder<T extends TreeItem>(items: T[]): { item: T; level: number }[] {
  const index = childrenIndex(items);
  const out: { item: T; level: number }[] = [];
  const seen = new Set<string>();
  const visit = (item: T, level: number) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    out.push({ item, level });
    for (const child of index.get(item.id) ?? []) visit(child, level + 1);
  };
  for (const root of index.get(null) ?? []) visit(root, 1);
  for (const item of items) visit(item, 1);
  return out;
}

/** Ids of every task below `id` (not including it). */
export function descendantIds(items: TreeItem[], id: string): string[] {
  const index = childrenIndex(items);
  const out: string[] = [];
  const stack = [...(index.get(id) ?? [])];
  const seen = new Set<string>([id]);
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    out.push(next.id);
    stack.push(...(index.get(next.id) ?? []));
  }
  return out;
}

/** How many levels hang below `id`: 0 for a leaf, 1 with children only, and so on. */
export function subtreeHeight(items: TreeItem[], id: string): number {
  const index = childrenIndex(items);
  const seen = new Set<string>();
  const height = (nodeId: string): number => {
    if (seen.has(nodeId)) return 0;
    seen.add(nodeId);
    const kids = index.get(nodeId) ?? [];
    return kids.length ? 1 + Math.max(...kids.map((k) => height(k.id))) : 0;
  };
  return height(id);
}

/** The depth of `id` following parent links (1 for a root). */
export function levelOf(items: TreeItem[], id: string): number {
  const byId = new Map(items.map((i) => [i.id, i]));
  let level = 1;
  let current = byId.get(id);
  const seen = new Set<string>();
  while (current?.parentId && byId.has(current.parentId) && !seen.has(current.id)) {
    seen.add(current.id);
    current = byId.get(current.parentId);
    level += 1;
  }
  return level;
}
