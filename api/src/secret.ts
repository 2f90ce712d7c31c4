import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * The JWT secret: JWT_SECRET when given (required in production, see config.ts); otherwise one generated on first
 * start and kept under the data directory (0600, the directory 0700), so sessions survive a restart of `npm start`.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.resolve(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    if (statSync(file).mode & 0o077) chmodSync(file, 0o600); // left readable by an older version
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600); // whatever the umask
  return secret;
}
