import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';
import { wbsModule } from './wbs/wbs.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [healthModule, wbsModule];
