import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';
import { authModule } from './auth/auth.routes';
import { userPrefsModule } from './user/user-prefs.routes';
import { appConfigModule } from './app-config/app-config.routes';
import { meetingsModule } from './meetings/meetings.routes';
import { todosModule } from './todos/todos.routes';
import { wbsModule } from './wbs/wbs.routes';
import { toolsModule } from './tools/tools.routes';
import { statsModule } from './stats/stats.routes';
import { calendarModule } from './calendar/calendar.routes';
import { searchModule } from './search/search.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [
  healthModule,
  authModule,
  userPrefsModule,
  appConfigModule,
  meetingsModule,
  todosModule,
  wbsModule,
  toolsModule,
  statsModule,
  calendarModule,
  searchModule,
];
