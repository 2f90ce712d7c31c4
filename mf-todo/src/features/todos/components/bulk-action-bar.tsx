import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TodoBulkChange } from '@haru/contracts';
import { TODO_BULK_MAX, TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES } from '@haru/contracts/src/todo-values';
import { isCalendarDate } from '@haru/dates';
import { Button, ConfirmDialog } from '@haru/ui-kit';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import type { Selection } from '../lib/use-selection';
import type { MatchingOffer } from '../lib/use-matching-offer';
import styles from './bulk-action-bar.module.css';

export interface BulkActionBarProps {
  selection: Selection;
  today: string;
  busy: boolean;
  /** '검색된 N개 모두 선택' when more pages match than are loaded */
  offer?: MatchingOffer | null;
  onChange: (ids: string[], change: TodoBulkChange) => void;
  onDelete: (ids: string[]) => void;
}

const m = messages.select;

/** A select that runs its action when a value is picked and goes back to its placeholder. */
function ActionSelect<V extends string>({ label, options, disabled, onPick }: { label: string; options: { value: V; label: string }[]; disabled: boolean; onPick: (v: V) => void }) {
  return (
    <select className={styles.select} aria-label={label} value="" disabled={disabled} onChange={(e) => { if (e.target.value) onPick(e.target.value as V); }}>
      <option value="">{label}</option>
      {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
    </select>
  );
}

const STATUS_OPTIONS = TODO_STATUSES.map((s) => ({ value: s, label: messages.status[s] }));
const PRIORITY_OPTIONS = TODO_PRIORITIES.map((p) => ({ value: p, label: messages.priority[p] }));
const CATEGORY_OPTIONS = [...TODO_CATEGORIES.map((c) => ({ value: c as string, label: messages.category[c] })), { value: 'none', label: m.categoryNone }];

/** Lifts the toasts (and their '실행 취소') above the bar while it is shown, so neither covers the other. */
function useToastsAbove(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement.style;
    const place = () => root.setProperty('--haru-toast-bottom', `${el.offsetHeight + (parseFloat(getComputedStyle(el).bottom) || 0) + 8}px`);
    const observer = new ResizeObserver(place);
    observer.observe(el);
    place();
    return () => { observer.disconnect(); root.removeProperty('--haru-toast-bottom'); };
  }, [bar]);
}

/** The line under the count: the offer to select every matching to-do, or that all of them are selected. */
function MatchingLine({ offer, selection }: { offer?: MatchingOffer | null; selection: Selection }) {
  if (selection.matching) return <p className={styles.note}>{m.matchingChosen(selection.ids.length)}</p>;
  if (!offer) return null;
  return (
    <div className={styles.row}>
      <p className={styles.note}>{m.loadedAll(selection.ids.length)}</p>
      <Button size="sm" variant="secondary" onClick={offer.pick} disabled={offer.loading}>{offer.loading ? m.matchingLoading : m.matchingAll(offer.total)}</Button>
      {offer.failed && <p className={styles.warning} role="alert">{m.matchingFailed}</p>}
    </div>
  );
}

/**
 * The sticky bar of selection mode: 'N개 선택됨', select all or none, and one request per action for every
 * selected to-do (complete, status, priority, category, due date, delete after a confirmation).
 */
export function BulkActionBar({ selection, today, busy, offer, onChange, onDelete }: BulkActionBarProps) {
  const { ids } = selection;
  const [due, setDue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useToastsAbove(ref);
  const tooMany = ids.length > TODO_BULK_MAX;
  const off = ids.length === 0 || tooMany || busy;
  const change = (c: TodoBulkChange) => onChange(ids, c);
  const pickDue = (value: string) => {
    setDue(value);
    if (isCalendarDate(value) && value >= today && !off) {
      change({ due_date: value });
      setDue('');
    }
  };
  return (
    <div ref={ref} className={styles.bar} role="region" aria-label={m.bar} data-testid="bulk-bar">
      <div className={styles.row}>
        <p className={styles.count} aria-live="polite">{m.count(ids.length)}</p>
        <Button size="sm" variant="ghost" onClick={selection.selectAll}>{m.all}</Button>
        <Button size="sm" variant="ghost" onClick={selection.clear} disabled={ids.length === 0}>{m.none}</Button>
        <Button size="sm" variant="ghost" className={styles.stop} onClick={() => selection.stop(true)}>{m.stop}</Button>
      </div>
      <MatchingLine offer={offer} selection={selection} />
      {tooMany && <p className={styles.warning} role="alert">{m.tooMany(TODO_BULK_MAX)}</p>}
      <div className={styles.actions}>
        <Button size="sm" variant="primary" disabled={off} onClick={() => change({ status: 'completed' })}>{m.complete}</Button>
        <ActionSelect label={m.status} options={STATUS_OPTIONS} disabled={off} onPick={(status) => change({ status })} />
        <ActionSelect label={m.priority} options={PRIORITY_OPTIONS} disabled={off} onPick={(priority) => change({ priority })} />
        <ActionSelect label={m.category} options={CATEGORY_OPTIONS} disabled={off} onPick={(c) => change({ category: c === 'none' ? null : (c as TodoBulkChange['category']) })} />
        <Button size="sm" variant="danger" disabled={off} onClick={() => setConfirming(true)}>{m.delete}</Button>
        <div className={styles.due}>
          <DatePicker label={m.due} value={due} onChange={pickDue} labels={m.duePicker} minDate={today} today={today} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        {...m.confirmDelete(ids.length)}
        onConfirm={() => { setConfirming(false); onDelete(ids); }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
