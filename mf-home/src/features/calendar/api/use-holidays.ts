import { useEffect, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { holidayQueries } from '@haru/api-client';
import type { Holiday, HolidaysResponse } from '@haru/contracts';
import { holidayMap, yearsOf } from '../lib/holiday-map';

/** Module-level, so TanStack Query re-runs it only when a year's result changes. */
function combine(results: UseQueryResult<HolidaysResponse>[]): { holidays: Holiday[]; error: unknown } {
  return { holidays: results.flatMap((r) => r.data?.holidays ?? []), error: results.find((r) => r.isError)?.error ?? null };
}

/**
 * Public holidays of the grid's range from GET /api/holidays, one cached query per year (an hour fresh), so
 * switching months within a year asks nothing. A failed load is logged and the grid shows no holiday names.
 */
export function useHolidays(from: string, to: string): Map<string, string[]> {
  const { holidays, error } = useQueries({ queries: yearsOf(from, to).map((year) => holidayQueries.year(year)), combine });
  useEffect(() => {
    if (error) console.error('holidays load failed', error);
  }, [error]);
  return useMemo(() => holidayMap(holidays, from, to), [holidays, from, to]);
}
