import { Link } from '@haru/router';
import { Skeleton } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { QUICK_ACTION_PLACEHOLDERS } from '../../../shared/layout/lib/defaults';
import { visibleQuickActions } from '../../../shared/layout/lib/normalize';
import type { QuickAction, SectionSettingsMap } from '../../../shared/layout/lib/types';
import { QuickActionIcon } from '../../../shared/layout/components/quick-action-icon';
import styles from './home.module.css';

interface Props { settings: SectionSettingsMap['quickActions']; actions: QuickAction[] | undefined }

/** The enabled quick actions in the user's order, at most maxItems; four placeholders while loading. */
export function QuickActionsSection({ settings, actions }: Props) {
  const shown = actions ? visibleQuickActions(actions, settings.maxItems) : [];
  const layout = settings.layout === 'list' ? styles.list : styles.actionGrid;
  return (
    <section aria-labelledby="home-quick" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="home-quick" className={styles.sectionTitle}>{messages.quick.heading}</h2>
        <Link className={styles.textLink} to="/home-screen-customization">{messages.quick.customize}</Link>
      </div>
      {!actions ? (
        <ul className={`${styles.actions} ${layout}`} aria-busy="true" aria-label={messages.quick.loading}>
          {Array.from({ length: QUICK_ACTION_PLACEHOLDERS }, (_, i) => (
            <li key={i} className={styles.actionPlaceholder} data-testid="quick-placeholder"><Skeleton height={56} /></li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className={styles.muted}>{messages.quick.empty}</p>
      ) : (
        <ul className={`${styles.actions} ${layout}`} data-testid="quick-actions">
          {shown.map((a) => (
            <li key={a.id}>
              <Link to={a.path} className={`${styles.action} ${styles[`color_${a.color}`]}`} data-testid={`quick-${a.id}`}>
                {settings.showIcons && <QuickActionIcon id={a.id} className={styles.actionIcon} />}
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>{a.title}</span>
                  {settings.showDescriptions && <span className={styles.actionSubtitle}>{a.subtitle}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
