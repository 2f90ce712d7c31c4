import type { HolidaysResponse } from '@haru/contracts';
import { request } from './http';
import { queryDef, STALE_MS } from './policy';

export const holidayKeys = {
  all: ['holidays'] as const,
  year: (year: number) => ['holidays', year] as const,
};

/** GET /api/holidays?year=: Korean public holidays of one year (the same for every user). */
export function getHolidays(year: number, signal?: AbortSignal): Promise<HolidaysResponse> {
  return request<HolidaysResponse>(`/api/holidays?year=${year}`, { signal });
}

export const holidayQueries = {
  year: (year: number) => queryDef(holidayKeys.year(year), (signal) => getHolidays(year, signal), STALE_MS.reference),
};
