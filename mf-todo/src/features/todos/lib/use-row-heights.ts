import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

type CellRef = (cell: HTMLElement | null) => (() => void) | undefined;

/**
 * Row heights for a virtual grid whose cells are placed one by one (each with `data-row`, its row's index): a row
 * is as tall as its tallest cell. Heights come from a ResizeObserver on every cell, and on mount from the cell
 * itself unless the page is scrolling (as the virtualizer's own measureElement does: no forced layout mid-scroll).
 * After every render the rows are measured again, since a cell may have moved to another row without resizing.
 * `typical` receives the median height of the rows on screen: the estimate for rows not drawn yet, so a row that
 * comes into view usually measures what it was estimated at and nothing below it moves (no second render).
 * Answers the cells' ref callback.
 */
export function useRowHeights(virtualizer: Virtualizer<Window, Element>, typical: RefObject<number | null>): CellRef {
  const [{ measureRows, cellRef }] = useState(() => {
    const heights = new Map<HTMLElement, number>();
    const measure = () => {
      const rows = new Map<number, number>();
      for (const [cell, height] of heights) {
        const row = Number(cell.dataset.row);
        rows.set(row, Math.max(rows.get(row) ?? 0, height));
      }
      const sizes = [...rows.values()].sort((a, b) => a - b);
      if (sizes.length > 0) typical.current = sizes[Math.floor(sizes.length / 2)];
      for (const [row, height] of rows) virtualizer.resizeItem(row, height);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
      for (const entry of entries) {
        const cell = entry.target as HTMLElement;
        if (cell.isConnected) heights.set(cell, Math.round(entry.borderBoxSize?.[0]?.blockSize ?? cell.offsetHeight));
      }
      measure();
    });
    const ref: CellRef = (cell) => {
      if (!cell) return undefined;
      observer?.observe(cell);
      if (!virtualizer.isScrolling) heights.set(cell, cell.offsetHeight);
      return () => {
        observer?.unobserve(cell);
        heights.delete(cell);
      };
    };
    return { measureRows: measure, cellRef: ref };
  });
  useLayoutEffect(() => { measureRows(); });
  return cellRef;
}
