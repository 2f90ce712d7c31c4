import mongoose from 'mongoose';
import {
  calendarSettingsSchema,
  completeHomeLayout,
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_HOME_LAYOUT,
  DEFAULT_QUICK_ACTIONS,
  homeLayoutSchema,
  quickActionListSchema,
  type CalendarSettings,
  type HomeLayout,
  type QuickAction,
} from '@haru/contracts';
import { UserPrefsModel } from './user-prefs.model';

interface PrefsDoc { quickActions?: unknown; homeLayout?: unknown; calendarSettings?: unknown }

async function load(ownerId: string): Promise<PrefsDoc | null> {
  return (await UserPrefsModel.findOne({ ownerId: new mongoose.Types.ObjectId(ownerId) }).lean()) as PrefsDoc | null;
}

async function save(ownerId: string, field: 'quickActions' | 'homeLayout' | 'calendarSettings', value: unknown): Promise<void> {
  await UserPrefsModel.updateOne({ ownerId: new mongoose.Types.ObjectId(ownerId) }, { $set: { [field]: value } }, { upsert: true });
}

const byOrder = (list: QuickAction[]) => [...list].sort((a, b) => a.order - b.order);

/** The saved list in order, or the defaults of SPEC.md section 3 when nothing (or nothing valid) is saved. */
export async function getQuickActions(ownerId: string): Promise<QuickAction[]> {
  const stored = quickActionListSchema.safeParse((await load(ownerId))?.quickActions);
  if (!stored.success || stored.data.length === 0) return DEFAULT_QUICK_ACTIONS;
  return byOrder(stored.data);
}

export async function putQuickActions(ownerId: string, actions: QuickAction[]): Promise<QuickAction[]> {
  const ordered = byOrder(actions);
  await save(ownerId, 'quickActions', ordered);
  return ordered;
}

export async function getHomeLayout(ownerId: string): Promise<HomeLayout> {
  const stored = homeLayoutSchema.safeParse((await load(ownerId))?.homeLayout);
  return stored.success ? completeHomeLayout(stored.data as unknown as HomeLayout) : DEFAULT_HOME_LAYOUT;
}

export async function putHomeLayout(ownerId: string, layout: HomeLayout): Promise<HomeLayout> {
  const complete = completeHomeLayout(layout);
  await save(ownerId, 'homeLayout', complete);
  return complete;
}

/** The saved calendar settings, or the defaults (lunar labels off). */
export async function getCalendarSettings(ownerId: string): Promise<CalendarSettings> {
  const stored = calendarSettingsSchema.safeParse((await load(ownerId))?.calendarSettings);
  return stored.success ? stored.data : DEFAULT_CALENDAR_SETTINGS;
}

export async function putCalendarSettings(ownerId: string, settings: CalendarSettings): Promise<CalendarSettings> {
  await save(ownerId, 'calendarSettings', settings);
  return settings;
}
