import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import { purgeExpiredTrash } from './trash.service';

/** How often each API process drops expired 휴지통 entries (the list hides them from the moment they expire). */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** A timer that purges expired entries now and then; safe in every process at once (one idempotent deleteMany). */
export function startTrashPurger({ clock, logger, intervalMs = TRASH_PURGE_INTERVAL_MS }: { clock: Clock; logger: Logger; intervalMs?: number }): () => void {
  const run = () => {
    purgeExpiredTrash(clock.now()).then(
      (n) => n && logger.info({ entries: n }, 'trash: purged entries past 30 days'),
      (err: unknown) => logger.error({ err }, 'trash: purge failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
