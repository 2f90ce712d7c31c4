import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';
import { toolsModule } from './tools/tools.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [healthModule, toolsModule];
