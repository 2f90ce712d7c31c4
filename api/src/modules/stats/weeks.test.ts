import { bucketByWeek, weeksOf } from './weeks';

describe('weeks', () => {
  it('when a range is given, then every week touching it is listed and counts include zeros', () => {
    expect(weeksOf('2025-01-01', '2025-01-13')).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
    expect(bucketByWeek(['2025-01-02', '2025-01-03', '2025-01-13', '2025-03-01'], '2025-01-01', '2025-01-13')).toEqual([
      { week: '2024-12-30', value: 2 }, { week: '2025-01-06', value: 0 }, { week: '2025-01-13', value: 1 },
    ]);
  });
});
