import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { isCalendarDate } from '@haru/dates';
import type { DesignatedHoliday } from './holidays.rules';

/**
 * The operator's file of decreed holidays (`HOLIDAYS_FILE`, default `api/config/holidays.json`): read again
 * whenever its modification time changes, so adding an 임시공휴일 needs neither a release nor a restart. A file
 * that does not parse fails the request (500, logged with the reason) rather than silently dropping holidays,
 * and `holidays.file.test.ts` checks the shipped one.
 */
export const holidayFileSchema = z.object({
  about: z.string().optional(),
  holidays: z.array(z.object({
    date: z.string().refine(isCalendarDate, 'date must be a real YYYY-MM-DD date'),
    name: z.string().trim().min(1).max(40),
  }).strict()),
}).strict();

export class HolidayFileError extends Error {
  override name = 'HolidayFileError';
}

let cached: { file: string; mtimeMs: number; holidays: DesignatedHoliday[] } | null = null;

/**
 * What changes whenever the file is replaced: its modification time (a cached calendar answer keys on it). Asked on
 * every calendar request, so a plain stat of one local file: through the promise API it was a trip to libuv's
 * thread pool and back each time (the largest single cost of a cached calendar answer in the profile).
 */
export function holidayFileVersion(file: string): number {
  return statSync(file).mtimeMs;
}

export async function readDesignatedHolidays(file: string): Promise<DesignatedHoliday[]> {
  const { mtimeMs } = await stat(file);
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.holidays;
  let parsed: z.infer<typeof holidayFileSchema>;
  try {
    parsed = holidayFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    throw new HolidayFileError(`holiday file ${file} is invalid: ${error instanceof Error ? error.message : String(error)}`);
  }
  cached = { file, mtimeMs, holidays: parsed.holidays };
  return parsed.holidays;
}
