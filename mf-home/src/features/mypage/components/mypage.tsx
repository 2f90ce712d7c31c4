import { lazy, Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@haru/router';
import { readSession } from '@haru/api-client';
import { useMe } from '../api/use-me';
import { formatDate, toCalendarDate } from '@haru/dates';
import { Button, PageHeader, PageLayout } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { StatCard } from '../../../shared/stat-card';
import { usePage } from '../../../shared/use-page';
import { useSummary } from '../../../shared/use-summary';
import page from '../../../shared/page.module.css';
import { logout } from '../api/account';
import { PasswordModal } from './password-modal';
import { ThemeModal } from './theme-modal';
import { CalendarSettingsModal } from './calendar-settings-modal';
import { InfoModal } from './info-modal';
import { DataSection } from '../portability/data-section';
import styles from './mypage.module.css';

const m = messages.mypage;
/** Push code (service worker registration, PushManager) loads only when 알림 설정 is opened. */
const NotificationsModal = lazy(() => import('./notifications-modal'));
type Dialog = 'password' | 'theme' | 'notifications' | 'calendar' | 'help' | null;

/** /mypage: profile, statistics, activity summary, settings and logout. */
export function MyPage() {
  const title = usePage('/mypage');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const { summary } = useSummary();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const [leaving, setLeaving] = useState(false);

  const username = me.data?.username ?? readSession()?.username ?? '';
  // The API's figure, as the dashboard reads it (one place computes every figure).
  const score = summary.productivity_score;

  const onLogout = async () => {
    setLeaving(true);
    // Writes still queued offline go with the session (issue 24); loaded only now, so my page stays small.
    await import('@haru/api-client/offline').then((m) => m.clearQueuedWrites()).catch(() => undefined);
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const settings: Array<{ key: string; label: string; to?: string; open?: Dialog }> = [
    { key: 'home', label: m.homeCustomization, to: '/home-screen-customization' },
    { key: 'password', label: m.changePassword, open: 'password' },
    { key: 'notifications', label: m.notifications, open: 'notifications' },
    { key: 'calendar', label: m.calendarSettings, open: 'calendar' },
    { key: 'theme', label: m.theme, open: 'theme' },
    { key: 'help', label: m.help, open: 'help' },
    { key: 'trash', label: messages.trash.link, to: '/mypage/trash' },
  ];

  return (
    <PageLayout>
      <PageHeader title={title} />
      <section className={`${page.card} ${styles.profile}`} aria-label={username}>
        <span className={styles.avatar} aria-hidden="true">{username.slice(0, 1).toUpperCase() || '?'}</span>
        <div className={styles.who}>
          <p className={styles.name} data-testid="profile-username">{username}</p>
          {me.data && <p className={styles.meta}>{me.data.email}</p>}
          {me.data?.created_at && <p className={styles.meta} data-testid="profile-joined">{m.joined(formatDate(toCalendarDate(me.data.created_at) ?? ''))}</p>}
          {me.isError && <p className={styles.meta} role="status">{m.profileFailed}</p>}
        </div>
      </section>

      <section aria-labelledby="my-stats">
        <h2 id="my-stats" className={page.sectionTitle}>{m.statsHeading}</h2>
        <dl className={styles.stats}>
          <StatCard label={m.completedTodos} value={summary.todos.completed} tone="success" testId="my-completed" />
          <StatCard label={m.pendingTodos} value={summary.todos.pending} tone="warning" testId="my-pending" />
          <StatCard label={m.projects} value={summary.wbs.projects} tone="info" testId="my-projects" />
          <StatCard label={m.productivity} value={score} testId="my-score" />
        </dl>
      </section>

      <section aria-labelledby="my-activity" className={page.card}>
        <h2 id="my-activity" className={page.sectionTitle}>{m.activityHeading}</h2>
        <dl className={styles.summary}>
          <div><dt>{m.totalTodos}</dt><dd>{summary.todos.total}</dd></div>
          <div><dt>{m.meetingsWritten}</dt><dd>{summary.meetings.total}</dd></div>
          <div><dt>{m.meetingsThisMonth}</dt><dd>{summary.meetings.this_month}</dd></div>
          <div><dt>{m.wbsTasks}</dt><dd>{summary.wbs.tasks}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="my-settings" className={page.card}>
        <h2 id="my-settings" className={page.sectionTitle}>{m.settingsHeading}</h2>
        <ul className={styles.settings}>
          {settings.map((s) => (
            <li key={s.key}>
              {s.to ? (
                <Link className={styles.setting} to={s.to}>{s.label}<span aria-hidden="true">›</span></Link>
              ) : (
                <button type="button" className={styles.setting} onClick={() => setDialog(s.open ?? null)}>{s.label}<span aria-hidden="true">›</span></button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <DataSection />

      <Button variant="danger" onClick={onLogout} busy={leaving} className={styles.logout} data-testid="mypage-logout">{m.logout}</Button>

      <PasswordModal open={dialog === 'password'} onClose={close} />
      <ThemeModal open={dialog === 'theme'} onClose={close} />
      {dialog === 'calendar' && <CalendarSettingsModal open onClose={close} />}
      {dialog === 'notifications' && <Suspense fallback={null}><NotificationsModal open onClose={close} /></Suspense>}
      <InfoModal open={dialog === 'help'} title={m.helpTitle} onClose={close}>
        <ul className={styles.help}>{m.helpItems.map((text) => <li key={text}>{text}</li>)}</ul>
      </InfoModal>
    </PageLayout>
  );
}
