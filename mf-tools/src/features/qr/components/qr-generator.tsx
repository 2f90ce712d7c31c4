import { useId, useState } from 'react';
import { messages } from '../../../messages/ko';
import { ToolPage } from '../../shared/components/tool-page';
import { charLength, DEFAULT_QR_OPTIONS, RECOVERY_PERCENT, utf8Length, type QrOptions } from '../lib/qr-options';
import { QrPreview } from './qr-preview';
import { QrSettings } from './qr-settings';
import { QrTemplates } from './qr-templates';
import { useQrImage } from './use-qr-image';
import styles from './qr-generator.module.css';

const m = messages.qr;

/** /qr-generator: text or a template → a live preview 500 ms after the last change → download or copy. */
export function QrGenerator() {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<QrOptions>(DEFAULT_QR_OPTIONS);
  const { state, pending, retry } = useQrImage(text, options);
  const textId = useId();

  return (
    <ToolPage title={messages.titles['/qr-generator']} wide>
      <div className={styles.layout}>
        <div className={styles.controls}>
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={textId} className={styles.fieldLabel}>{m.text}</label>
              <span className={styles.counter} aria-live="polite">{m.counter(charLength(text), utf8Length(text))}</span>
            </div>
            <textarea id={textId} className={`${styles.input} ${styles.textarea}`} value={text} onChange={(e) => setText(e.target.value)} placeholder={m.textPlaceholder} />
          </div>
          <QrTemplates onApply={setText} />
          <QrSettings options={options} onChange={setOptions} />
        </div>
        <div className={styles.side}>
          <QrPreview state={state} pending={pending} text={text} options={options} onRetry={retry} />
          <section className={styles.card} aria-labelledby="qr-info">
            <h2 id="qr-info" className={styles.legend}>{m.infoTitle}</h2>
            <dl className={styles.info}>
              <div><dt>{m.errorLevel}</dt><dd>{options.errorLevel} (~{RECOVERY_PERCENT[options.errorLevel]}%)</dd></div>
              <div><dt>{m.size}</dt><dd>{m.sizeOption(options.size)}</dd></div>
              <div><dt>{m.format}</dt><dd>{options.fileFormat.toUpperCase()}</dd></div>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="qr-tips">
            <h2 id="qr-tips" className={styles.legend}>{m.tipsTitle}</h2>
            <ul className={styles.tips}>{m.tips.map((t) => <li key={t}>{t}</li>)}</ul>
          </section>
        </div>
      </div>
    </ToolPage>
  );
}
