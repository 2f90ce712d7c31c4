import { useState, type FormEvent } from 'react';
import { Button, Select, TextField } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { emailPayload, phonePayload, TEMPLATE_IDS, urlPayload, wifiPayload, type TemplateId, type WifiSecurity } from '../lib/templates';
import styles from './qr-generator.module.css';

const m = messages.qr;
const SECURITY = (['WPA', 'WEP', 'nopass'] as const).map((value) => ({ value, label: m.securityOptions[value] }));

/** Template picker and its small form; applying writes the payload into the text box. */
export function QrTemplates({ onApply }: { onApply: (text: string) => void }) {
  const [active, setActive] = useState<TemplateId | null>(null);
  const [f, setF] = useState({ url: '', ssid: '', password: '', security: 'WPA' as WifiSecurity, hidden: false, phone: '', to: '', subject: '', body: '' });
  const set = <K extends keyof typeof f>(key: K, value: (typeof f)[K]) => setF((prev) => ({ ...prev, [key]: value }));

  const payload = () => {
    if (active === 'url') return urlPayload(f.url);
    if (active === 'wifi') return f.ssid ? wifiPayload({ ssid: f.ssid, password: f.password, security: f.security, hidden: f.hidden }) : '';
    if (active === 'phone') return phonePayload(f.phone);
    if (active === 'email') return emailPayload({ to: f.to, subject: f.subject, body: f.body });
    return '';
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = payload();
    if (text) onApply(text);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.templates}</legend>
      <div className={styles.segmented}>
        {TEMPLATE_IDS.map((id) => (
          <button key={id} type="button" className={styles.segment} aria-pressed={active === id} onClick={() => setActive(active === id ? null : id)}>
            {m.templateNames[id]}
          </button>
        ))}
      </div>
      {active && (
        <form className={styles.templateForm} onSubmit={submit} aria-label={m.templateNames[active]}>
          {active === 'url' && <TextField label={m.url} type="url" inputMode="url" value={f.url} onChange={(e) => set('url', e.target.value)} placeholder="https://" autoFocus />}
          {active === 'wifi' && (
            <>
              <TextField label={m.ssid} value={f.ssid} onChange={(e) => set('ssid', e.target.value)} autoFocus />
              <Select label={m.security} value={f.security} options={SECURITY} onChange={(v) => set('security', v)} />
              {f.security !== 'nopass' && <TextField label={m.password} value={f.password} onChange={(e) => set('password', e.target.value)} autoComplete="off" />}
              <label className={styles.check}><input type="checkbox" checked={f.hidden} onChange={(e) => set('hidden', e.target.checked)} /> {m.hidden}</label>
            </>
          )}
          {active === 'phone' && <TextField label={m.phone} type="tel" inputMode="tel" value={f.phone} onChange={(e) => set('phone', e.target.value)} placeholder="010-1234-5678" autoFocus />}
          {active === 'email' && (
            <>
              <TextField label={m.email} type="email" value={f.to} onChange={(e) => set('to', e.target.value)} autoFocus />
              <TextField label={m.subject} value={f.subject} onChange={(e) => set('subject', e.target.value)} />
              <TextField label={m.body} value={f.body} onChange={(e) => set('body', e.target.value)} />
            </>
          )}
          <Button type="submit" variant="primary" size="sm" disabled={!payload()}>{m.apply}</Button>
        </form>
      )}
    </fieldset>
  );
}
