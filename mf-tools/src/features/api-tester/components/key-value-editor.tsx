import { Button } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { newRow, type Row } from '../lib/request-draft';
import styles from './api-tester.module.css';

const m = messages.api;

/** Editable name/value rows; the last row always stays empty so there is always a place to type. */
export function KeyValueEditor({ label, rows, onChange, namePlaceholder }: { label: string; rows: Row[]; onChange: (rows: Row[]) => void; namePlaceholder: string }) {
  const update = (id: number, patch: Partial<Row>) => {
    const next = rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
    const last = next[next.length - 1];
    onChange(last && (last.name || last.value) ? [...next, newRow()] : next);
  };
  const remove = (id: number) => {
    const next = rows.filter((r) => r.id !== id);
    onChange(next.length ? next : [newRow()]);
  };
  return (
    <table className={styles.kv}>
      <caption className="haru-visually-hidden">{label}</caption>
      <thead>
        <tr><th scope="col" className={styles.kvCheck}><span className="haru-visually-hidden">✓</span></th><th scope="col">{m.name}</th><th scope="col">{m.value}</th><th scope="col"><span className="haru-visually-hidden">{m.removeRow(0)}</span></th></tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.id}>
            <td className={styles.kvCheck}><input type="checkbox" checked={r.enabled} onChange={(e) => update(r.id, { enabled: e.target.checked })} aria-label={`${label} ${i + 1}`} /></td>
            <td><input className={styles.kvInput} value={r.name} placeholder={namePlaceholder} aria-label={`${label} ${i + 1} ${m.name}`} onChange={(e) => update(r.id, { name: e.target.value })} spellCheck={false} /></td>
            <td><input className={styles.kvInput} value={r.value} aria-label={`${label} ${i + 1} ${m.value}`} onChange={(e) => update(r.id, { value: e.target.value })} spellCheck={false} /></td>
            <td>
              <Button size="sm" variant="ghost" onClick={() => remove(r.id)} aria-label={m.removeRow(i + 1)} disabled={rows.length === 1 && !r.name && !r.value}>×</Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
