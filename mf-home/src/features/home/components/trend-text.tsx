import { messages } from '../../../messages/ko';
import type { Trend } from '../../../shared/stats/lib/figures';
import styles from './home.module.css';

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

/**
 * "지난주보다 2 늘었어요" with an arrow; the words carry the meaning, the colour only repeats whether it is good news
 * (`better`: the way a figure should go, e.g. fewer open to-dos is good, shown green like more completed ones).
 */
export function TrendText({ trend, unit = 'count', better = 'up' }: { trend: Trend; unit?: 'count' | 'percent'; better?: 'up' | 'down' }) {
  const amount = (n: number) => (unit === 'percent' ? messages.stats.points(n) : String(n));
  const text = trend.direction === 'up' ? messages.stats.trendUp(amount(trend.delta)) : trend.direction === 'down' ? messages.stats.trendDown(amount(-trend.delta)) : messages.stats.trendFlat;
  const tone = trend.direction === 'flat' ? 'flat' : trend.direction === better ? 'good' : 'bad';
  return (
    <span className={`${styles.trend} ${styles[tone]}`} data-tone={tone}>
      <span aria-hidden="true">{ARROW[trend.direction]}</span> {text}
    </span>
  );
}
