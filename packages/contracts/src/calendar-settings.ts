import { z } from 'zod';

/** The calendar's display settings, set on my page (issue 23). */
export const CALENDAR_SETTINGS_MESSAGES = {
  invalid: '달력 설정이 올바르지 않습니다.',
  lunarLabels: '음력 표시 설정은 켜기 또는 끄기여야 합니다.',
} as const;

/** GET answers it, PUT /api/user/calendar-settings takes it: `lunar_labels` shows '음 10.5' under each day. */
export const calendarSettingsSchema = z
  .object({ lunar_labels: z.boolean({ error: CALENDAR_SETTINGS_MESSAGES.lunarLabels }) }, { error: CALENDAR_SETTINGS_MESSAGES.invalid })
  .strict();
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** What a user who never chose sees: no lunar labels. */
export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = { lunar_labels: false };
