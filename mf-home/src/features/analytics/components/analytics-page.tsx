import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { statsQueries } from '@haru/api-client';
import { Alert, Button, PageHeader, PageLayout, Select, Spinner } from '@haru/ui-kit';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import { formatDateRange, seoulDate } from '@haru/dates';
import { usePage } from '../../../shared/use-page';
import page from '../../../shared/page.module.css';
import { isValidRange, RANGE_WEEKS, recentWeeks, type RangeKey } from '../lib/range';
import { AnalyticsCharts } from './analytics-charts';
import styles from './analytics.module.css';

const m = messages.analytics;
const RANGE_OPTIONS = (Object.keys(m.ranges) as RangeKey[]).map((value) => ({ value, label: m.ranges[value] }));

/** /analytics (분석 및 리포트): weekly trends, groups and WBS progress for a chosen date range. */
export function AnalyticsPage() {
  const title = usePage('/analytics');
  const today = seoulDate();
  const [key, setKey] = useState<RangeKey>('12w');
  const [range, setRange] = useState(() => recentWeeks(today, RANGE_WEEKS['12w']));
  const [custom, setCustom] = useState(range);
  const [rangeError, setRangeError] = useState('');

  const report = useQuery({ ...statsQueries.analytics(range.from, range.to), placeholderData: (previous) => previous });

  const choose = (next: RangeKey) => {
    setKey(next);
    setRangeError('');
    if (next !== 'custom') setRange(recentWeeks(today, RANGE_WEEKS[next]));
  };
  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidRange(custom.from, custom.to)) { setRangeError(m.invalidRange); return; }
    setRangeError('');
    setRange(custom);
  };

  return (
    <PageLayout>
      <PageHeader title={title} intro={m.intro} />
      <form className={`${page.card} ${styles.controls}`} onSubmit={applyCustom} aria-label={m.range}>
        <Select label={m.range} value={key} options={RANGE_OPTIONS} onChange={choose} />
        {key === 'custom' && (
          <>
            <DatePicker label={m.from} labels={m.datePicker(m.from)} today={today} maxDate={today} value={custom.from} onChange={(from) => setCustom((c) => ({ ...c, from }))} />
            <DatePicker label={m.to} labels={m.datePicker(m.to)} today={today} value={custom.to} onChange={(to) => setCustom((c) => ({ ...c, to }))} />
            <Button type="submit" variant="primary">{m.apply}</Button>
          </>
        )}
        <p className={styles.rangeText} aria-live="polite">{formatDateRange(range.from, range.to)}</p>
      </form>
      {rangeError && <Alert>{rangeError}</Alert>}
      {report.isError && !report.data && (
        <Alert>{messages.common.loadFailed} <Button size="sm" onClick={() => report.refetch()}>{messages.common.retry}</Button></Alert>
      )}
      {report.isPending ? <Spinner label={messages.common.loading} /> : report.data && <AnalyticsCharts report={report.data} />}
    </PageLayout>
  );
}
