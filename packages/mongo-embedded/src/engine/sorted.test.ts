import { SortedList } from './sorted';

test('matches a plain sorted array through random inserts, removes and range walks', () => {
  const list = new SortedList<number>((a, b) => a - b);
  const ref: number[] = [];
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let step = 0; step < 5000; step++) {
    const v = Math.floor(rnd() * 3000);
    if (rnd() < 0.7 || ref.length === 0) {
      list.insert(v);
      ref.push(v);
      ref.sort((a, b) => a - b);
    } else {
      const i = ref.indexOf(v);
      expect(list.remove(v)).toBe(i >= 0);
      if (i >= 0) ref.splice(i, 1);
    }
  }
  expect(list.length).toBe(ref.length);
  const all: number[] = [];
  list.forEach(0, list.length, (x) => void all.push(x));
  expect(all).toEqual(ref);
  const start = list.firstIndex((x) => x >= 1000);
  const end = list.firstIndex((x) => x > 2000);
  expect(start).toBe(ref.findIndex((x) => x >= 1000));
  const mid: number[] = [];
  list.forEach(start, end, (x) => void mid.push(x), true);
  expect(mid).toEqual(ref.filter((x) => x >= 1000 && x <= 2000).reverse());
  const firstThree: number[] = [];
  list.forEach(0, list.length, (x) => firstThree.push(x) < 3);
  expect(firstThree).toEqual(ref.slice(0, 3));
});

test('bulk load then inserts keep order', () => {
  const list = new SortedList<number>((a, b) => a - b);
  list.load(Array.from({ length: 2000 }, (_, i) => i * 2));
  for (let i = 0; i < 2000; i++) list.insert(i * 2 + 1);
  const out: number[] = [];
  list.forEach(0, list.length, (x) => void out.push(x));
  expect(out).toEqual(Array.from({ length: 4000 }, (_, i) => i));
});

test('a cursor yields the items of a range one at a time across chunks, either way, then undefined', () => {
  const list = new SortedList<number>((a, b) => a - b);
  // uneven chunks: a bulk load, then inserts that split some of them
  list.load(Array.from({ length: 1500 }, (_, i) => i * 2));
  for (let i = 0; i < 700; i++) list.insert(i * 2 + 1);
  const ref: number[] = [];
  list.forEach(0, list.length, (x) => void ref.push(x));
  const drain = (next: () => number | undefined) => {
    const out: number[] = [];
    for (let x = next(); x !== undefined; x = next()) out.push(x);
    return out;
  };
  for (const [start, end] of [[0, list.length], [0, 1], [255, 1301], [list.length - 1, list.length], [700, 700], [900, 800]]) {
    expect(drain(list.cursor(start, end))).toEqual(ref.slice(start, Math.max(start, end)));
    expect(drain(list.cursor(start, end, true))).toEqual(ref.slice(start, Math.max(start, end)).reverse());
  }
  expect(drain(new SortedList<number>((a, b) => a - b).cursor(0, 0))).toEqual([]);
});
