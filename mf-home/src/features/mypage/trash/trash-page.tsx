import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashItem } from '@haru/contracts';
import { failureText, invalidateKeys, trashApi, trashQueries } from '@haru/api-client';
import { formatDate, toCalendarDate } from '@haru/dates';
import { Link } from '@haru/router';
import { Alert, Button, ConfirmDialog, EmptyState, PageHeader, PageLayout, Spinner, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import page from '../../../shared/page.module.css';
import { usePage } from '../../../shared/use-page';
import styles from './trash.module.css';

const m = messages.trash;
const DAY_MS = 24 * 60 * 60 * 1000;

function detailOf(item: TrashItem, now: number): string {
  const parts = [m.kinds[item.kind]];
  if (item.count > 0) parts.push(item.kind === 'project' ? m.withTasks(item.count) : m.withChildren(item.count));
  parts.push(m.deletedOn(formatDate(toCalendarDate(item.deleted_at) ?? '')));
  parts.push(m.daysLeft(Math.ceil((Date.parse(item.expires_at) - now) / DAY_MS)));
  return parts.join(' · ');
}

/** /mypage/trash: what was deleted in the last 30 days, each with 복원 and 영구 삭제, and 휴지통 비우기. */
export function TrashPage() {
  const title = usePage('/mypage/trash');
  const client = useQueryClient();
  const toast = useToast();
  const list = useQuery(trashQueries.list());
  const [confirm, setConfirm] = useState<TrashItem | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const restore = useMutation({
    mutationFn: (item: TrashItem) => trashApi.restore(item.kind, item.id),
    onSuccess: (_res, item) => {
      void invalidateKeys(client, trashQueries.afterRestore);
      toast.show(m.restored(item.title), 'success');
    },
    onError: (err) => setError(failureText(err, m.restoreFailed)),
  });
  const remove = useMutation({
    mutationFn: (target: TrashItem | 'all') => (target === 'all' ? trashApi.empty() : trashApi.remove(target.kind, target.id)),
    onSuccess: (_res, target) => {
      void invalidateKeys(client, trashQueries.afterDelete);
      toast.show(target === 'all' ? m.emptied : m.removed, 'success');
    },
    onError: (err) => setError(failureText(err, m.removeFailed)),
    onSettled: () => setConfirm(null),
  });

  const items = list.data ?? [];
  const now = Date.now();
  return (
    <PageLayout width="narrow">
      <PageHeader title={title} intro={m.intro}>
        <Button variant="danger" onClick={() => { setError(null); setConfirm('all'); }} disabled={items.length === 0} data-testid="trash-empty">{m.empty}</Button>
      </PageHeader>
      <p><Link to="/mypage">{m.back}</Link></p>
      {error && <Alert>{error}</Alert>}
      {list.isPending ? (
        <Spinner label={messages.common.loading} />
      ) : list.isError ? (
        <Alert>{m.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <EmptyState title={m.emptyTitle} description={m.emptyText} />
      ) : (
        <ul className={`${page.card} ${styles.list}`} aria-label={m.listLabel}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className={styles.item} data-testid="trash-item">
              <div className={styles.text}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.detail}>{detailOf(item, now)}</span>
              </div>
              <div className={styles.actions}>
                <Button aria-label={m.restoreOf(item.title)} onClick={() => { setError(null); restore.mutate(item); }} busy={restore.isPending && restore.variables === item}>{m.restore}</Button>
                <Button variant="danger" aria-label={m.removeOf(item.title)} onClick={() => { setError(null); setConfirm(item); }}>{m.remove}</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        {...(confirm === 'all' ? m.confirmEmpty : m.confirmRemove)}
        busy={remove.isPending}
        onConfirm={() => confirm && remove.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </PageLayout>
  );
}
