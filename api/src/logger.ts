import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs (to stdout, or `destination`: a test's sink). Secrets are redacted wherever they might appear. */
export function createLogger(level: string, fields: Record<string, string | number> = {}, destination?: DestinationStream): Logger {
  return pino({
    level,
    // `worker`: which API process of a cluster wrote the line (API_WORKERS > 1)
    base: { service: 'haru-api', ...fields },
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'refresh_token', 'access_token', 'authorization', '*.password', '*.newPassword', '*.currentPassword', '*.refresh_token', '*.access_token', '*.authorization', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  }, destination);
}

/**
 * The logger of the access-log line (one per request: method, path without its query, status, time, request id;
 * nothing a secret could be in), without the redaction every other line goes through: redaction made a line cost
 * ~8 µs instead of ~3 µs of the event loop, paid on every request at LOG_LEVEL=info (bench/FINDINGS.md).
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}
