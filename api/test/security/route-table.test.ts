import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { key, routeTable } from './route-table';

describe('route table read from the Express router', () => {
  it('lists every mounted route with its full path (a sanity check for the matrices built on it)', () => {
    const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), jwtSecret: 'x'.repeat(40) });
    const keys = routeTable(app).map(key);
    expect(keys).toEqual(expect.arrayContaining([
      'GET /api/health', 'POST /api/auth/login', 'GET /api/todos/:id', 'PUT /api/wbs/projects/:id/tasks/:taskId',
      'DELETE /api/tools/http/history/:id', 'GET /api/meetings/:id', 'GET /api/holidays',
    ]));
  });
});
