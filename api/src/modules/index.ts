import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [healthModule];
import { meetingsModule } from './meetings/meetings.routes'; apiModules.push(meetingsModule);
