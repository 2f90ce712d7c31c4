import { Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useCalendarSettings } from '../../../shared/use-calendar-settings';
import styles from './mypage.module.css';

const m = messages.mypage;

/** 달력 설정: lunar labels under each calendar day (off by default), saved to the account at once. */
export function CalendarSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { lunarLabels, loaded, save } = useCalendarSettings();
  const checked = save.isPending ? save.variables.lunar_labels : lunarLabels;
  return (
    <Modal open={open} title={m.calendarSettingsTitle} onClose={onClose} closeLabel={messages.common.close}>
      <label className={styles.radio}>
        <input
          type="checkbox"
          checked={checked}
          disabled={!loaded || save.isPending}
          aria-describedby="lunar-labels-hint"
          onChange={(e) => save.mutate({ lunar_labels: e.target.checked })}
          data-testid="lunar-labels-toggle"
        />
        {m.lunarLabels}
      </label>
      <p id="lunar-labels-hint" className={styles.hint}>{m.lunarLabelsHint}</p>
      {save.isError && <p role="alert" className={styles.error}>{m.calendarSettingsFailed}</p>}
    </Modal>
  );
}
