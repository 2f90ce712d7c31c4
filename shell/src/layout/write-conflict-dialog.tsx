import { canApplyMine, type QueuedWrite } from '@haru/api-client/offline';
import { Button, Modal } from '@haru/ui-kit';
import { appMessages } from '../messages/ko-app';
import styles from './write-conflict.module.css';

const m = appMessages.conflict;

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return m.empty;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : m.empty;
  return m.values[String(value)] ?? String(value);
}

/**
 * Issue 24: a queued write the server refused because the item changed (412) or was deleted (404) meanwhile, with
 * both versions side by side: the user keeps theirs (내 변경 적용) or the server's (서버 버전 유지). Nothing is
 * overwritten before they choose; 나중에 leaves the write queued.
 */
export function WriteConflictDialog({ write, busy, onChoose, onLater }: {
  write: QueuedWrite;
  busy: boolean;
  onChoose: (choice: 'mine' | 'server') => void;
  onLater: () => void;
}) {
  const conflict = write.conflict!;
  const kind = m.kinds[write.kind];
  const mine = (write.local ?? null) as Record<string, unknown> | null;
  const server = (conflict.server ?? null) as Record<string, unknown> | null;
  const fields = Object.entries(m.fields[write.kind]!).filter(([f]) => mine?.[f] !== undefined || server?.[f] !== undefined);
  const deleted = write.patch ? m.movedDeleted(kind) : m.deleted(kind);
  const text = conflict.status === 412 ? m.changed(kind) : conflict.status === 404 ? deleted : m.refused(conflict.message ?? '');
  return (
    <Modal
      open
      title={m.title}
      onClose={onLater}
      closeLabel={m.later}
      footer={(
        <>
          <Button variant="ghost" onClick={onLater} disabled={busy}>{m.later}</Button>
          <Button onClick={() => onChoose('server')} disabled={busy} data-testid="conflict-keep-server">{m.keepServer}</Button>
          {canApplyMine(write) && <Button variant="primary" onClick={() => onChoose('mine')} disabled={busy} data-testid="conflict-apply-mine">{m.applyMine}</Button>}
        </>
      )}
    >
      <p>{text}</p>
      <table className={styles.table} data-testid="write-conflict">
        <thead>
          <tr><th scope="col">{m.field}</th><th scope="col">{m.mine}</th><th scope="col">{m.server}</th></tr>
        </thead>
        <tbody>
          {fields.map(([field, label]) => {
            const a = mine ? shown(mine[field]) : m.removed;
            const b = server ? shown(server[field]) : m.goneOnServer;
            return (
              <tr key={field} data-differs={a !== b || undefined}>
                <th scope="row">{label}</th>
                <td data-testid={`conflict-mine-${field}`}>{a}</td>
                <td data-testid={`conflict-server-${field}`}>{b}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
