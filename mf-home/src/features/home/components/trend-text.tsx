import { messages } from '../../../messages/ko';
import type { Trend } from '../../stats/lib/figures';
import styles from './home.module.css';

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

/** "지난주보다 2 늘었어요" with an arrow; the words carry the meaning, the colour only repeats it. */
export function TrendText({ trend }: { trend: Trend }) {
  const text = trend.direction === 'up' ? messages.stats.trendUp(trend.delta) : trend.direction === 'down' ? messages.stats.trendDown(-trend.delta) : messages.stats.trendFlat;
  return (
    <span className={`${styles.trend} ${styles[trend.direction]}`}>
      <span aria-hidden="true">{ARROW[trend.direction]}</span> {text}
    </span>
  );
}
