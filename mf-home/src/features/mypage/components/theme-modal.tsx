import { useState } from 'react';
import { Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { readTheme, THEMES, writeTheme, type ThemePreference } from '../lib/theme';
import styles from './mypage.module.css';

/** Light, dark or follow the system: applied at once by the shell, kept in this browser. */
export function ThemeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [value, setValue] = useState<ThemePreference>(readTheme);
  const choose = (pref: ThemePreference) => {
    setValue(pref);
    writeTheme(pref);
  };
  return (
    <Modal open={open} title={messages.mypage.themeTitle} onClose={onClose} closeLabel={messages.common.close}>
      <fieldset className={styles.radios}>
        <legend className="haru-visually-hidden">{messages.mypage.themeTitle}</legend>
        {THEMES.map((pref) => (
          <label key={pref} className={styles.radio}>
            <input type="radio" name="theme" value={pref} checked={value === pref} onChange={() => choose(pref)} />
            {messages.mypage.themes[pref]}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
