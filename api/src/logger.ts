import pino, { type Logger } from 'pino';

/** Structured JSON logs. Secrets are redacted wherever they might appear. */
export function createLogger(level: string, fields: Record<string, string | number> = {}): Logger {
  return pino({
    level,
    // `worker`: which API process of a cluster wrote the line (API_WORKERS > 1)
    base: { service: 'haru-api', ...fields },
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'refresh_token', 'access_token', 'authorization', '*.password', '*.refresh_token', '*.access_token', '*.authorization', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
}
