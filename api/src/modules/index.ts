import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';
import { authModule } from './auth/auth.routes';
import { userPrefsModule } from './user/user-prefs.routes';
import { appConfigModule } from './app-config/app-config.routes';
import { meetingsModule } from './meetings/meetings.routes';
import { meetingTemplatesModule } from './meeting-templates/templates.routes';
import { todosModule } from './todos/todos.routes';
import { wbsModule } from './wbs/wbs.routes';
import { toolsModule } from './tools/tools.routes';
import { statsModule } from './stats/stats.routes';
import { calendarModule } from './calendar/calendar.routes';
import { holidaysModule } from './holidays/holidays.routes';
import { backupModule } from './portability/backup.routes';
import { importModule } from './portability/import.routes';
import { calendarFeedAdminModule, calendarFeedModule } from './portability/feed.routes';
import { remindersModule } from './reminders/reminders.routes';
import { pushModule } from './push/push.routes';
import { searchModule } from './search/search.routes';
import { trashModule } from './trash/trash.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [
  healthModule,
  authModule,
  userPrefsModule,
  appConfigModule,
  meetingsModule,
  meetingTemplatesModule,
  todosModule,
  wbsModule,
  toolsModule,
  statsModule,
  // before calendarModule: its router requires a session for every path under /calendar
  calendarFeedModule,
  calendarModule,
  holidaysModule,
  calendarFeedAdminModule,
  backupModule,
  importModule,
  remindersModule,
  pushModule,
  searchModule,
  trashModule,
];
