import type { ReactNode } from 'react';
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

const W = 560;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

function scale(max: number) {
  const top = Math.max(1, Math.ceil(max / 4) * 4);
  return { top, y: (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top) };
}

function Axis({ top, y }: { top: number; y: (v: number) => number }) {
  return (
    <g className={styles.axis}>
      {[0, top / 2, top].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">{v}</text>
        </g>
      ))}
    </g>
  );
}

export function ColumnChart({ points, tone = 'primary' }: { points: Point[]; tone?: 'primary' | 'warning' | 'info' }) {
  const { top, y } = scale(Math.max(0, ...points.map((p) => p.value)));
  const step = (W - PAD.left - PAD.right) / Math.max(1, points.length);
  const every = Math.ceil(points.length / 8);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
      <Axis top={top} y={y} />
      {points.map((p, i) => (
        <g key={p.label}>
          <rect className={styles[tone]} x={PAD.left + i * step + step * 0.2} width={step * 0.6} y={y(p.value)} height={y(0) - y(p.value)} rx={3} />
          {i % every === 0 && <text className={styles.tick} x={PAD.left + i * step + step / 2} y={H - 8} textAnchor="middle">{p.label}</text>}
        </g>
      ))}
    </svg>
  );
}

export function LineChart({ points }: { points: Point[] }) {
  const { top, y } = scale(Math.max(0, ...points.map((p) => p.value)));
  const step = (W - PAD.left - PAD.right) / Math.max(1, points.length - 1);
  const x = (i: number) => PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : i * step);
  const every = Math.ceil(points.length / 8);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
      <Axis top={top} y={y} />
      <polyline className={styles.line} points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} />
      {points.map((p, i) => (
        <g key={p.label}>
          <circle className={styles.point} cx={x(i)} cy={y(p.value)} r={3.5} />
          {i % every === 0 && <text className={styles.tick} x={x(i)} y={H - 8} textAnchor="middle">{p.label}</text>}
        </g>
      ))}
    </svg>
  );
}

/** Horizontal bars: total in a light shade, the completed part in a strong one. */
export function PairBars({ rows, max = Math.max(1, ...rows.map((r) => r.total)), percent = false }: { rows: PairRow[]; max?: number; percent?: boolean }) {
  return (
    <ul className={styles.bars}>
      {rows.map((r) => (
        <li key={r.label} className={styles.barRow}>
          <span className={styles.barLabel}>{r.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barTotal} style={{ width: `${(r.total / max) * 100}%` }} />
            <span className={styles.barDone} style={{ width: `${(r.completed / max) * 100}%` }} />
          </span>
          <span className={styles.barValue}>{percent ? `${r.completed}%` : `${r.completed} / ${r.total}`}</span>
        </li>
      ))}
    </ul>
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
