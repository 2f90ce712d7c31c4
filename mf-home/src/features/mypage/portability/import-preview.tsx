import type { ImportReport, RestoreReport } from '@haru/contracts';
import { formatDate } from '@haru/dates';
import { messages } from '../../../messages/ko';
import styles from './data.module.css';

const m = messages.data;
const ROWS_SHOWN = 50;
type Report = RestoreReport | ImportReport;

const isImport = (r: Report): r is ImportReport => 'rows' in r;

/** How many items the report writes (a preview) or wrote (a result). */
export function newCount(r: Report): number {
  return isImport(r) ? r.counts.new : Object.values(r.counts).reduce((s, c) => s + c.new, 0);
}

/** The preview before anything is written: counts per kind, the rows a CSV gives, and every skipped item's reason. */
export function ImportPreview({ report }: { report: Report }) {
  const counts = isImport(report) ? [['todos', report.counts] as const] : Object.entries(report.counts);
  return (
    <div className={styles.form} data-testid="import-report">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{m.countsCaption}</caption>
          <thead>
            <tr><th scope="col">{m.columns.kind}</th><th scope="col" className={styles.num}>{m.columns.new}</th><th scope="col" className={styles.num}>{m.columns.duplicate}</th><th scope="col" className={styles.num}>{m.columns.invalid}</th></tr>
          </thead>
          <tbody>
            {counts.map(([kind, c]) => (
              <tr key={kind} data-testid={`count-${kind}`}>
                <th scope="row">{m.kindNames[kind]}</th><td className={styles.num}>{c.new}</td><td className={styles.num}>{c.duplicate}</td><td className={styles.num}>{c.invalid}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!isImport(report) && report.preferences === 'new' && <p className={styles.muted}>{m.preferences}</p>}
      {newCount(report) === 0 && <p className={styles.muted} role="status">{m.nothingNew}</p>}
      {isImport(report) && report.rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{m.rowsCaption}</caption>
            <thead>
              <tr>{[m.rowColumns.row, m.rowColumns.title, m.rowColumns.priority, m.rowColumns.due, m.rowColumns.note].map((h) => <th key={h} scope="col">{h}</th>)}</tr>
            </thead>
            <tbody>
              {report.rows.slice(0, ROWS_SHOWN).map((r) => (
                <tr key={r.row}>
                  <td>{r.row}</td><td>{r.title}</td><td>{m.priorities[r.priority] ?? r.priority}</td>
                  <td>{r.due_date ? formatDate(r.due_date) : '—'}</td><td>{[r.duplicate ? m.duplicateRow : '', r.note ?? ''].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rows.length > ROWS_SHOWN && <p className={styles.muted}>{m.moreRows(report.rows.length - ROWS_SHOWN)}</p>}
        </div>
      )}
      {report.skipped.length > 0 && (
        <section aria-label={m.skippedHeading(report.skipped.length)}>
          <p className={styles.fileLabel}>{m.skippedHeading(report.skipped.length)}</p>
          <ul className={styles.skipped}>
            {report.skipped.map((s, i) => <li key={i}>{m.skippedItem(m.kindNames[s.kind] ?? s.kind, s.index + (s.kind === 'row' ? 0 : 1), s.title, s.reason)}</li>)}
          </ul>
        </section>
      )}
    </div>
  );
}
