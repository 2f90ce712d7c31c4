import type { AnalyticsReport } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatAxisDate } from '@haru/dates';
import { ChartCard, ColumnChart, LineChart, PairBars, SeriesTable, type PairRow } from './charts';
import styles from './analytics.module.css';

const m = messages.analytics;
const toPoints = (series: AnalyticsReport['meetings']) => series.map((p) => ({ label: formatAxisDate(p.week), value: p.value }));
const sum = (series: AnalyticsReport['meetings']) => series.reduce((s, p) => s + p.value, 0);
const seriesSummary = (title: string, series: AnalyticsReport['meetings']) =>
  `${title}: ${series.map((p) => `${m.weekOf(formatAxisDate(p.week))} ${p.value}`).join(', ')}`;

function PairTable({ rows, head }: { rows: PairRow[]; head: string }) {
  return (
    <table className={styles.table}>
      <thead><tr><th scope="col">{head}</th><th scope="col">{m.total}</th><th scope="col">{m.completed}</th></tr></thead>
      <tbody>{rows.map((r) => <tr key={r.label}><th scope="row">{r.label}</th><td>{r.total}</td><td>{r.completed}</td></tr>)}</tbody>
    </table>
  );
}

export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const categories = report.by_category.map((r) => ({ label: m.categories[r.key] ?? r.key, total: r.total, completed: r.completed }));
  const priorities = ['high', 'medium', 'low'].map((key) => {
    const row = report.by_priority.find((r) => r.key === key);
    return { label: m.priorities[key], total: row?.total ?? 0, completed: row?.completed ?? 0 };
  });
  const projects = report.projects.map((p) => ({ label: p.title, total: 100, completed: Math.round(p.progress) }));
  const pairSummary = (title: string, rows: PairRow[]) => `${title}: ${rows.map((r) => `${r.label} ${r.completed}/${r.total}`).join(', ')}`;

  return (
    <div className={styles.grid}>
      <ChartCard title={m.todosCompleted} summary={seriesSummary(m.todosCompleted, report.todos_completed)} empty={sum(report.todos_completed) === 0}
        table={<SeriesTable points={report.todos_completed} valueLabel={m.count} />}>
        <ColumnChart points={toPoints(report.todos_completed)} />
      </ChartCard>
      <ChartCard title={m.meetings} summary={seriesSummary(m.meetings, report.meetings)} empty={sum(report.meetings) === 0}
        table={<SeriesTable points={report.meetings} valueLabel={m.count} />}>
        <ColumnChart points={toPoints(report.meetings)} tone="info" />
      </ChartCard>
      <ChartCard title={m.byCategory} summary={pairSummary(m.byCategory, categories)} empty={categories.length === 0}
        table={<PairTable rows={categories} head={m.byCategory} />}>
        <PairBars rows={categories} />
      </ChartCard>
      <ChartCard title={m.byPriority} summary={pairSummary(m.byPriority, priorities)} empty={priorities.every((p) => p.total === 0)}
        table={<PairTable rows={priorities} head={m.byPriority} />}>
        <PairBars rows={priorities} />
      </ChartCard>
      <ChartCard title={m.overdue} summary={seriesSummary(m.overdue, report.overdue)} empty={sum(report.overdue) === 0}
        table={<SeriesTable points={report.overdue} valueLabel={m.count} />}>
        <LineChart points={toPoints(report.overdue)} />
      </ChartCard>
      <ChartCard title={m.wbs} summary={pairSummary(m.wbs, projects)} empty={projects.length === 0}
        table={
          <table className={styles.table}>
            <thead><tr><th scope="col">{m.project}</th><th scope="col">{m.status}</th><th scope="col">{m.progress}</th><th scope="col">{m.tasks}</th></tr></thead>
            <tbody>
              {report.projects.map((p) => (
                <tr key={p.id}><th scope="row">{p.title}</th><td>{m.projectStatus[p.status] ?? p.status}</td><td>{`${Math.round(p.progress)}%`}</td><td>{`${p.completed_tasks} / ${p.tasks}`}</td></tr>
              ))}
            </tbody>
          </table>
        }>
        <PairBars rows={projects} max={100} percent />
      </ChartCard>
    </div>
  );
}
