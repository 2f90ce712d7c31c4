import { useEffect, useState } from 'react';
import { Button } from '@haru/ui-kit';
import { messages } from '../../messages/ko';
import { canPromptInstall, isInstalled, onInstallAvailabilityChange, promptInstall } from '../../pwa/install';
import { usePublicConfig } from './app-config';
import styles from './landing-page.module.css';

/**
 * The macOS app button: downloads MACOS_APP_URL when one is configured; otherwise offers installing the PWA
 * (the browser's dialog where there is one, instructions elsewhere). Never a link to a missing file.
 */
export function AppDownload() {
  const config = usePublicConfig();
  const [, rerender] = useState(0);
  const [help, setHelp] = useState('');
  useEffect(() => onInstallAvailabilityChange(() => rerender((n) => n + 1)), []);

  if (!config) return <span className={styles.downloadPlaceholder} aria-hidden="true" />;
  if (config.macos_app_url) {
    return (
      <a className={styles.secondaryCta} href={config.macos_app_url} download data-testid="macos-download">
        {messages.landing.macApp}
      </a>
    );
  }
  if (isInstalled()) return null;
  const install = async () => {
    const accepted = await promptInstall();
    setHelp(accepted === null ? messages.landing.installHelp : accepted ? messages.landing.installDone : '');
  };
  return (
    <>
      <Button className={styles.secondaryCta} onClick={install} data-testid="pwa-install" data-prompt={canPromptInstall() ? 'native' : 'help'}>
        {messages.landing.installPwa}
      </Button>
      {help && <p className={styles.installHelp} role="status">{help}</p>}
    </>
  );
}
