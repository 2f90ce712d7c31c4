import { useState } from 'react';
import { Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useCalendarSettings } from '../../../shared/use-calendar-settings';
import styles from './mypage.module.css';

const m = messages.mypage;

/** 달력 설정: lunar labels under each calendar day (off by default), saved to the account at once. */
export function CalendarSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { lunarLabels, loaded, save } = useCalendarSettings();
  // What the user just chose, shown from the click on (the mutation's pending state arrives a moment later, and a
  // controlled box would show the old value in between); back to the saved value once the save has answered.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? lunarLabels;
  return (
    <Modal open={open} title={m.calendarSettingsTitle} onClose={onClose} closeLabel={messages.common.close}>
      <label className={styles.radio}>
        <input
          type="checkbox"
          checked={checked}
          disabled={!loaded || save.isPending}
          aria-describedby="lunar-labels-hint"
          onChange={(e) => {
            setChosen(e.target.checked);
            save.mutate({ lunar_labels: e.target.checked }, { onSettled: () => setChosen(null) });
          }}
          data-testid="lunar-labels-toggle"
        />
        {m.lunarLabels}
      </label>
      <p id="lunar-labels-hint" className={styles.hint}>{m.lunarLabelsHint}</p>
      {save.isError && <p role="alert" className={styles.error}>{m.calendarSettingsFailed}</p>}
    </Modal>
  );
}
