import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@haru/router';
import type { Meeting } from '@haru/contracts';
import { Button, ConfirmDialog, EmptyState, PageHeader, PageLayout, Select, Skeleton, TextField, useScreenActions, useToast, downloadFile } from '@haru/ui-kit';
import { LoadError } from '@haru/ui-kit/src/screen-parts';
import { useUndoDeleteToast } from '@haru/ui-kit/src/undo';
import { messages } from '../../../messages/ko';
import { useDeleteMeeting, useMeetingList } from '../api/use-meetings';
import { meetingsToCsv, meetingsToMarkdown } from '../lib/export';
import { searchMeetings } from '../lib/search';
import { isSortKey, sortMeetings, SORT_KEYS, type SortKey } from '../lib/sort';
import { useListView } from '../lib/use-list-view';
import { MeetingCard } from './meeting-card';
import styles from './meeting-list-page.module.css';

const t = messages.list;
const SORT_OPTIONS = SORT_KEYS.map((value) => ({ value, label: t.sort[value] }));

/** /meeting-notes: search, sort, count, cards (or rows), delete with confirmation. */
export function MeetingListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const undoToast = useUndoDeleteToast();
  const list = useMeetingList();
  const remove = useDeleteMeeting();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useListView();
  const [pending, setPending] = useState<Meeting | null>(null);

  const query = params.get('q') ?? '';
  const sort: SortKey = isSortKey(params.get('sort')) ? (params.get('sort') as SortKey) : 'date';
  const deferredQuery = useDeferredValue(query);
  // SPEC.md section 8 shows a load failure as an empty list; issue 18 overrides that display: a failed load says
  // so and offers a retry (LoadError below), never '회의록이 없습니다'.
  const meetings = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => sortMeetings(searchMeetings(meetings, deferredQuery), sort), [meetings, deferredQuery, sort]);

  const setParam = (key: string, value: string, fallback: string) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      return next;
    }, { replace: true });
  };

  const screen = useMemo(() => ({
    title: messages.titles.list,
    views: [{ id: 'card', label: t.viewCard }, { id: 'list', label: t.viewList }],
    activeView: view,
    onViewChange: (id: string) => setView(id === 'list' ? 'list' : 'card'),
    create: { id: 'create', label: t.add, run: () => navigate('/meeting/add') },
    actions: [
      { id: 'export-csv', label: t.exportCsv, run: () => downloadFile(`${t.exportFile}.csv`, meetingsToCsv(shown), 'text/csv;charset=utf-8') },
      { id: 'export-markdown', label: t.exportMarkdown, run: () => downloadFile(`${t.exportFile}.md`, meetingsToMarkdown(shown), 'text/markdown;charset=utf-8') },
    ],
  }), [view, setView, navigate, shown]);
  useScreenActions(screen);

  const confirmDelete = () => {
    if (!pending) return;
    const { id } = pending;
    remove.mutate(id, {
      onSuccess: ({ queued }) => {
        if (!queued) undoToast(t.deleted, 'meeting', id);
      },
      onError: () => toast.show(t.deleteFailed, 'danger'),
      onSettled: () => setPending(null),
    });
  };

  return (
    <PageLayout>
      {/* The add button is the header's create action (on every width, and Ctrl/Cmd+N). */}
      <PageHeader title={messages.titles.list} />
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            label={t.searchLabel}
            hideLabel
            type="search"
            placeholder={t.searchPlaceholder}
            value={query}
            autoComplete="off"
            onChange={(e) => setParam('q', e.target.value, '')}
          />
        </div>
        <div className={styles.sort}>
          <Select label={t.sortLabel} hideLabel value={sort} options={SORT_OPTIONS} onChange={(v) => setParam('sort', v, 'date')} />
        </div>
      </div>
      {list.isError && !list.data ? (
        <LoadError message={t.loadFailed} retryLabel={t.retry} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t.loading}>
          {[0, 1, 2].map((i) => <Skeleton key={i} height={148} />)}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">{t.count(shown.length, meetings.length)}</p>
          {shown.length === 0 ? (
            <Empty searching={meetings.length > 0} onClear={() => setParam('q', '', '')} onAdd={() => navigate('/meeting/add')} />
          ) : (
            <div className={view === 'list' ? styles.rows : styles.grid}>
              {shown.map((m) => <MeetingCard key={m.id} meeting={m} layout={view} deleting={remove.isPending && pending?.id === m.id} onDelete={setPending} />)}
            </div>
          )}
        </>
      )}
      <ConfirmDialog open={pending !== null} {...messages.confirm} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setPending(null)} />
    </PageLayout>
  );
}

function Empty({ searching, onClear, onAdd }: { searching: boolean; onClear: () => void; onAdd: () => void }) {
  if (searching) return <EmptyState title={t.noMatch} description={t.noMatchHint} action={<Button onClick={onClear}>{t.clearSearch}</Button>} />;
  return <EmptyState title={t.empty} description={t.emptyHint} action={<Button variant="primary" onClick={onAdd}>{t.add}</Button>} />;
}
