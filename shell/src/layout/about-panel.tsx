import { useState } from 'react';
import { Button, Modal } from '@haru/ui-kit';
import { useRegistry } from '../mf/registry-context';
import { remoteLabel } from '../mf/remote-labels';
import { messages } from '../messages/ko';
import styles from './about-panel.module.css';

/** Which shell and remote versions are running, so a tester always knows what is deployed. */
export function AboutPanel() {
  const [open, setOpen] = useState(false);
  const { remotes } = useRegistry();
  return (
    <>
      <Button variant="ghost" size="sm" className={styles.trigger} onClick={() => setOpen(true)}>{messages.about.open}</Button>
      <Modal open={open} title={messages.about.title} onClose={() => setOpen(false)} closeLabel={messages.about.close}>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{messages.about.source}</th><th scope="col">{messages.about.version}</th></tr>
          </thead>
          <tbody>
            <tr data-testid="about-shell"><td>{messages.about.shell}</td><td>{__APP_VERSION__}</td></tr>
            {remotes.map((r) => (
              <tr key={r.name} data-testid={`about-${r.name}`}>
                <td>{remoteLabel(r.name)} <code>{r.entry}</code></td>
                <td>{r.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {remotes.length === 0 && <p>{messages.about.none}</p>}
      </Modal>
    </>
  );
}
