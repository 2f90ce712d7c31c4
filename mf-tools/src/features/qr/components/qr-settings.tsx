import { useState } from 'react';
import { Select } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { contrastWarning, ERROR_LEVELS, parseMargin, RECOVERY_PERCENT, SIZES, type ErrorLevel, type FileFormat, type QrOptions } from '../lib/qr-options';
import styles from './qr-generator.module.css';

const m = messages.qr;
const LEVELS = ERROR_LEVELS.map((value) => ({ value, label: m.errorLevelOption(value, RECOVERY_PERCENT[value]) }));
const SIZE_OPTIONS = SIZES.map((s) => ({ value: String(s) as `${typeof s}`, label: m.sizeOption(s) }));
const FORMATS = [{ value: 'png' as const, label: 'PNG' }, { value: 'jpeg' as const, label: 'JPEG' }];

/** Error correction, size, margin (0–10 only), colours with a contrast warning, file format. */
export function QrSettings({ options, onChange }: { options: QrOptions; onChange: (o: QrOptions) => void }) {
  const [marginText, setMarginText] = useState(String(options.margin));
  const marginInvalid = parseMargin(marginText) === null;
  const warning = contrastWarning(options.foreColor, options.backColor);
  const set = <K extends keyof QrOptions>(key: K, value: QrOptions[K]) => onChange({ ...options, [key]: value });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.settings}</legend>
      <div className={styles.settingsGrid}>
        <Select label={m.errorLevel} value={options.errorLevel} options={LEVELS} onChange={(v) => set('errorLevel', v as ErrorLevel)} />
        <Select label={m.size} value={String(options.size) as `${QrOptions['size']}`} options={SIZE_OPTIONS} onChange={(v) => set('size', Number(v) as QrOptions['size'])} />
        <div className={styles.field}>
          <label htmlFor="qr-margin" className={styles.fieldLabel}>{m.margin}</label>
          <input
            id="qr-margin" type="number" min={0} max={10} step={1} inputMode="numeric" className={styles.input} value={marginText}
            aria-invalid={marginInvalid || undefined} aria-describedby={marginInvalid ? 'qr-margin-error' : undefined}
            onChange={(e) => {
              setMarginText(e.target.value);
              const margin = parseMargin(e.target.value);
              if (margin !== null) set('margin', margin); // anything else is rejected: the last valid margin stays
            }}
          />
          {marginInvalid && <p id="qr-margin-error" className={styles.fieldError} role="alert">{m.marginError}</p>}
        </div>
        <Select label={m.format} value={options.fileFormat} options={FORMATS} onChange={(v) => set('fileFormat', v as FileFormat)} />
        <div className={styles.colors}>
          <label className={styles.color}>
            <input type="color" value={options.foreColor} onChange={(e) => set('foreColor', e.target.value)} />
            <span>{m.foreColor} <code>{options.foreColor}</code></span>
          </label>
          <label className={styles.color}>
            <input type="color" value={options.backColor} onChange={(e) => set('backColor', e.target.value)} />
            <span>{m.backColor} <code>{options.backColor}</code></span>
          </label>
        </div>
      </div>
      {warning && <p className={styles.warning} role="status">⚠ {warning === 'low' ? m.lowContrast : m.inverted}</p>}
    </fieldset>
  );
}
