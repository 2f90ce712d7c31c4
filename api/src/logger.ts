import pino, { type Logger } from 'pino';

/** Structured JSON logs. Secrets are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'haru-api' },
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'refresh_token', 'access_token', 'authorization', '*.password', '*.refresh_token', '*.access_token', '*.authorization', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
}
