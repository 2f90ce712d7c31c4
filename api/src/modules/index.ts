import type { ApiModule } from '../context';
import { healthModule } from './health/health.routes';
import { todosModule } from './todos/todos.routes';

/** Every API module, in mount order. A new resource is one line here. */
export const apiModules: ApiModule[] = [healthModule, todosModule];
