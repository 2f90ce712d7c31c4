import { Button } from '@haru/ui-kit';
import { useRegistry } from '../mf/registry-context';
import { writeOverrides } from '../mf/overrides';
import { remoteLabel } from '../mf/remote-labels';
import styles from './staging-banner.module.css';
import { appMessages } from '../messages/ko-app';

/** Visible whenever this tab runs a staged remote (or ignored an override), with a reset button. */
export function StagingBanner() {
  const { remotes, rejected } = useRegistry();
  const staged = remotes.filter((r) => r.overridden);
  if (!staged.length && !rejected.length) return null;
  const reset = () => {
    writeOverrides({});
    window.location.reload();
  };
  return (
    <div className={styles.banner} role="status" data-testid="staging-banner">
      {staged.length > 0 && <span>{appMessages.staging.banner(staged.map((r) => `${remoteLabel(r.name)} (${r.name}) → ${r.entry}`).join(', '))}</span>}
      {rejected.length > 0 && <span>{appMessages.staging.rejected(rejected.join(', '))}</span>}
      {staged.length > 0 && <Button size="sm" onClick={reset}>{appMessages.staging.reset}</Button>}
    </div>
  );
}
