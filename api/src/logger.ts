import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs (to stdout, or `destination`: a test's sink). Secrets are redacted wherever they might appear. */
export function createLogger(level: string, fields: Record<string, string | number> = {}, destination?: DestinationStream): Logger {
  return pino({
    level,
    // `worker`: which API process of a cluster wrote the line (API_WORKERS > 1)
    base: { service: 'haru-api', ...fields },
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'refresh_token', 'access_token', 'authorization', '*.password', '*.refresh_token', '*.access_token', '*.authorization', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  }, destination);
}
