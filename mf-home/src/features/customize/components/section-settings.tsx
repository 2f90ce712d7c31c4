import { Select } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { MAX_ITEMS_OPTIONS } from '../../../shared/layout/lib/defaults';
import type { HomeSection } from '../../../shared/layout/lib/types';
import styles from './customize.module.css';

const m = messages.customize;
const LAYOUTS = [{ value: 'grid', label: m.layoutGrid }, { value: 'list', label: m.layoutList }] as const;
const MAX_OPTIONS = MAX_ITEMS_OPTIONS.map((n) => ({ value: String(n), label: messages.common.count(n) }));

/** The settings one section type offers (SPEC.md section 2): check boxes, layout and max items. */
export function SectionSettings({ section, onChange, onEditQuickActions }: {
  section: HomeSection;
  onChange: (settings: HomeSection['settings']) => void;
  onEditQuickActions: () => void;
}) {
  const settings = section.settings as Record<string, unknown>;
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value } as HomeSection['settings']);
  const flags = Object.keys(settings).filter((key) => typeof settings[key] === 'boolean');

  return (
    <fieldset className={styles.settings} disabled={!section.enabled}>
      <legend className="haru-visually-hidden">{m.settingsOf(section.title)}</legend>
      {typeof settings.layout === 'string' && (
        <Select label={m.layout} value={settings.layout as 'grid' | 'list'} options={LAYOUTS} onChange={(v) => set('layout', v)} />
      )}
      {typeof settings.maxItems === 'number' && (
        <Select label={m.maxItems} value={String(settings.maxItems)} options={MAX_OPTIONS} onChange={(v) => set('maxItems', Number(v))} />
      )}
      <div className={styles.flags}>
        {flags.map((key) => (
          <label key={key} className={styles.check}>
            <input type="checkbox" checked={settings[key] as boolean} onChange={(e) => set(key, e.target.checked)} />
            {m.settingLabels[key] ?? key}
          </label>
        ))}
      </div>
      {section.type === 'quickActions' && (
        <button type="button" className={styles.linkButton} onClick={onEditQuickActions}>{m.editQuickActions}</button>
      )}
    </fieldset>
  );
}
