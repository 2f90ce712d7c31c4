import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys { subject: string; publicKey: string; privateKey: string }

/**
 * The VAPID key pair that signs every push request: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given (every API
 * process on a shared database must use the same pair, or subscriptions made through one are refused for the
 * others); otherwise generated on first start into the data directory like the JWT secret (0600, directory 0700).
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const { subject, publicKey, privateKey } = config.push;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  const file = path.resolve(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    if (statSync(file).mode & 0o077) chmodSync(file, 0o600); // left readable by hand
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600); // whatever the umask
  return { subject, ...keys };
}
