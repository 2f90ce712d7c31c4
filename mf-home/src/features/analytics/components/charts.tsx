import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart as ReLineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { messages } from '../../../messages/ko';
import styles from './analytics.module.css';

const m = messages.analytics;
export interface Point { label: string; value: number }
export interface PairRow { label: string; total: number; completed: number }

/** A chart card: the drawing is decorative for screen readers; the data table below carries the numbers. */
export function ChartCard({ title, summary, table, children, empty }: { title: string; summary: string; table: ReactNode; children: ReactNode; empty: boolean }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {empty ? <p className={styles.muted}>{m.empty}</p> : <div role="img" aria-label={summary}>{children}</div>}
      <details className={styles.details}>
        <summary>{m.showTable}</summary>
        {table}
      </details>
    </section>
  );
}

// Colours are the ui-kit tokens (CSS variables), so the charts follow light and dark mode with the rest of the app.
const TONES = { primary: 'var(--haru-primary)', info: 'var(--haru-info)', warning: 'var(--haru-warning)' } as const;
const MUTED = 'var(--haru-text-muted)';
const GRID = 'var(--haru-border)';
const TICK = { fill: MUTED, fontSize: 11 };
const TOOLTIP = {
  contentStyle: { background: 'var(--haru-surface)', border: `1px solid ${GRID}`, borderRadius: 8, color: 'var(--haru-text)' },
  cursor: { fill: 'var(--haru-surface-2)' },
};
// The wrapper's role="img" already names the chart; recharts' own keyboard layer would put a focusable inside it.
const COMMON = { responsive: true, accessibilityLayer: false, style: { width: '100%', height: 200 } } as const;
const MARGIN = { top: 12, right: 8, bottom: 4, left: -16 };

/** Weekly counts as columns. */
export function ColumnChart({ points, tone = 'primary' }: { points: Point[]; tone?: keyof typeof TONES }) {
  return (
    <BarChart data={points} margin={MARGIN} {...COMMON}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} stroke={GRID} tickLine={false} minTickGap={8} />
      <YAxis allowDecimals={false} tick={TICK} stroke={GRID} tickLine={false} />
      <Tooltip {...TOOLTIP} formatter={(value) => [value, m.count]} />
      <Bar dataKey="value" fill={TONES[tone]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

/** Weekly counts as a line with points. */
export function LineChart({ points }: { points: Point[] }) {
  return (
    <ReLineChart data={points} margin={MARGIN} {...COMMON}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} stroke={GRID} tickLine={false} minTickGap={8} />
      <YAxis allowDecimals={false} tick={TICK} stroke={GRID} tickLine={false} />
      <Tooltip {...TOOLTIP} cursor={{ stroke: GRID }} formatter={(value) => [value, m.count]} />
      <Line dataKey="value" stroke="var(--haru-danger)" strokeWidth={2.5} dot={{ r: 3.5, fill: 'var(--haru-danger)' }} isAnimationActive={false} />
    </ReLineChart>
  );
}

const BAR = 14;
const shorten = (label: string) => (label.length > 8 ? `${label.slice(0, 7)}…` : label);

/** Horizontal bars: total in a light shade, the completed part in a strong one over it, the figures at the end. */
export function PairBars({ rows, max, percent = false }: { rows: PairRow[]; max?: number; percent?: boolean }) {
  const data = rows.map((r) => ({ ...r, text: percent ? `${r.completed}%` : `${r.completed} / ${r.total}` }));
  return (
    <BarChart
      layout="vertical" data={data} barGap={-BAR} barSize={BAR} margin={{ top: 4, right: 56, bottom: 4, left: 0 }}
      {...COMMON} style={{ width: '100%', height: rows.length * 32 + 8 }}
    >
      <XAxis type="number" hide domain={[0, max ?? 'dataMax']} />
      <YAxis type="category" dataKey="label" width={96} tick={{ ...TICK, fontSize: 12, fill: 'var(--haru-text)' }} tickFormatter={shorten} axisLine={false} tickLine={false} />
      <Bar dataKey="total" fill="var(--haru-primary-soft)" radius={BAR / 2} isAnimationActive={false}>
        <LabelList dataKey="text" position="right" fill={MUTED} fontSize={12} />
      </Bar>
      <Bar dataKey="completed" fill={TONES.primary} radius={BAR / 2} isAnimationActive={false} />
    </BarChart>
  );
}

export function SeriesTable({ points, valueLabel }: { points: Array<{ week: string; value: number }>; valueLabel: string }) {
  return (
    <table className={styles.table}>
      <thead><tr><th scope="col">{m.week}</th><th scope="col">{valueLabel}</th></tr></thead>
      <tbody>{points.map((p) => <tr key={p.week}><th scope="row">{p.week}</th><td>{p.value}</td></tr>)}</tbody>
    </table>
  );
}
