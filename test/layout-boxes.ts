/** A box in viewport pixels. */
export interface Box { left: number; top: number; width: number; height: number }

/**
 * jsdom lays nothing out (every element measures 0×0), and dnd-kit decides what a dragged item is over from
 * measured boxes. This gives the elements `boxOf` knows a box (others keep jsdom's) until the returned undo runs.
 */
export function layOut(boxOf: (el: Element) => Box | null): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function boundingClientRect(this: Element) {
    const box = boxOf(this);
    if (!box) return original.call(this);
    const { left, top, width, height } = box;
    return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => box } as DOMRect;
  };
  return () => { Element.prototype.getBoundingClientRect = original; };
}

/** A vertical list: each matching element one row, `rowHeight` apart, in its order among its siblings. */
export function rows(selector: string, rowHeight = 60) {
  return (el: Element): Box | null => {
    if (!el.matches(selector) || !el.parentElement) return null;
    const index = [...el.parentElement.children].indexOf(el);
    return { left: 0, top: index * rowHeight, width: 400, height: rowHeight - 10 };
  };
}
