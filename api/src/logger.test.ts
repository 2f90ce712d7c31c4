import { Writable } from 'node:stream';
import { accessLogger, createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk)) as Record<string, unknown>); done(); } });
  return { lines, sink };
}

describe('logger', () => {
  it('redacts passwords, tokens and authorization headers in every line but the access line, and keeps redacting after the access logger is made', async () => {
    const { lines, sink } = capture();
    const logger = createLogger('info', { worker: 1 }, sink);
    const access = accessLogger(logger);
    access.info({ requestId: 'r1', method: 'GET', path: '/api/todos', status: 200, ms: 1.5 }, 'request');
    logger.info({ password: 'pw-secret', refresh_token: 'rt-secret', req: { headers: { authorization: 'Bearer tok-secret' } } }, 'other');
    logger.child({ requestId: 'r2' }).warn({ newPassword: 'np-secret', access_token: 'at-secret', body: { newPassword: 'nested-secret', currentPassword: 'cur-secret' } }, 'child');
    await new Promise((r) => setImmediate(r));
    expect(lines[0]).toEqual({ level: 30, time: expect.any(Number), service: 'haru-api', worker: 1, requestId: 'r1', method: 'GET', path: '/api/todos', status: 200, ms: 1.5, msg: 'request' });
    const rest = JSON.stringify(lines.slice(1));
    for (const secret of ['pw-secret', 'rt-secret', 'tok-secret', 'np-secret', 'at-secret', 'nested-secret', 'cur-secret']) expect(rest).not.toContain(secret);
    expect(lines[1]).toMatchObject({ password: '[redacted]', refresh_token: '[redacted]', req: { headers: { authorization: '[redacted]' } } });
    expect(lines[2]).toMatchObject({ requestId: 'r2', access_token: '[redacted]' });
  });
});
