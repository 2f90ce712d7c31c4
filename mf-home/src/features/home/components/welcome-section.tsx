import { readSession } from '@haru/api-client';
import { messages } from '../../../messages/ko';
import { useNow } from '../../../shared/use-now';
import type { SectionSettingsMap } from '../../../shared/layout/lib/types';
import { formatClock, formatDate, seoulDate } from '@haru/dates';
import { greetingAt } from '../../../shared/greeting';
import styles from './home.module.css';

/** Clock (ticking every second), Korean date and the greeting by the hour in Korea. */
export function WelcomeSection({ settings }: { settings: SectionSettingsMap['welcome'] }) {
  const now = useNow(1000);
  const name = readSession()?.username ?? '';
  return (
    <section className={styles.welcome} aria-labelledby="home-welcome">
      <div>
        <h2 id="home-welcome" className={styles.welcomeTitle}>
          {settings.showGreeting ? greetingAt(now) : messages.welcomeTitle}
        </h2>
        <p className={styles.welcomeText}>{messages.home.welcomeName(name)}</p>
      </div>
      <div className={styles.welcomeClock}>
        {settings.showTime && (
          <time className={styles.clock} dateTime={now.toISOString()} aria-label={messages.home.clockLabel} data-testid="home-clock">
            {formatClock(now)}
          </time>
        )}
        {settings.showDate && <p className={styles.date} data-testid="home-date">{formatDate(seoulDate(now))}</p>}
      </div>
    </section>
  );
}
