import { useState } from 'react';
import { Button, Modal } from '@haru/ui-kit';
import { useRegistry } from '../mf/registry-context';
import { remoteLabel } from '../mf/remote-labels';
import styles from './about-panel.module.css';
import { appMessages } from '../messages/ko-app';

/**
 * The about dialog, opened from the footer: what Haru is and which version, then which shell and remote versions
 * are running (so a tester always knows what is deployed). The deploy table lives only here.
 */
export function AboutPanel() {
  const [open, setOpen] = useState(false);
  const { remotes } = useRegistry();
  return (
    <>
      <Button variant="ghost" size="sm" className={styles.trigger} onClick={() => setOpen(true)}>{appMessages.about.open}</Button>
      <Modal open={open} title={appMessages.about.title} onClose={() => setOpen(false)} closeLabel={appMessages.about.close}>
        <p className={styles.summary}>{appMessages.about.summary(__APP_VERSION__)}</p>
        <h3 className={styles.heading}>{appMessages.about.deployments}</h3>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{appMessages.about.source}</th><th scope="col">{appMessages.about.version}</th></tr>
          </thead>
          <tbody>
            <tr data-testid="about-shell"><td>{appMessages.about.shell}</td><td>{__APP_VERSION__}</td></tr>
            {remotes.map((r) => (
              <tr key={r.name} data-testid={`about-${r.name}`}>
                <td>{remoteLabel(r.name)} <code>{r.entry}</code></td>
                <td>{r.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {remotes.length === 0 && <p>{appMessages.about.none}</p>}
      </Modal>
    </>
  );
}
