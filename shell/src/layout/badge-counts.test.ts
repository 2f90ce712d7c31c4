import { countsFromSummary } from './badge-counts';

describe('badge counts', () => {
  it('reads the stats summary, tolerating missing parts', () => {
    expect(countsFromSummary({ todos: { pending: 4 }, meetings: { this_week: 1 }, wbs: { in_progress: 2 } })).toEqual({ todo: 4, meetings: 1, wbs: 2 });
    expect(countsFromSummary({ todos: { pending: 4 } })).toEqual({ todo: 4, meetings: null, wbs: null });
    expect(countsFromSummary({ detail: 'x' })).toBeNull();
  });
});
