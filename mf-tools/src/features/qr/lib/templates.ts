/** Text templates: each builds the standard payload phones understand. */
export type TemplateId = 'url' | 'wifi' | 'phone' | 'email';
export const TEMPLATE_IDS: readonly TemplateId[] = ['url', 'wifi', 'phone', 'email'];

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';
export interface WifiFields { ssid: string; password: string; security: WifiSecurity; hidden: boolean }

/** The WIFI: format escapes \ ; , : and " with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

export function wifiPayload({ ssid, password, security, hidden }: WifiFields): string {
  const parts = [`T:${security}`, `S:${escapeWifi(ssid)}`];
  if (security !== 'nopass') parts.push(`P:${escapeWifi(password)}`);
  if (hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

/** A URL as typed; a bare host gets https:// so phones open it as a link. */
export function urlPayload(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** tel: keeps only what a dialler accepts (digits, a leading +, * and #). */
export function phonePayload(phone: string): string {
  const cleaned = phone.trim().replace(/[^\d+*#]/g, '').replace(/(?!^)\+/g, '');
  return cleaned ? `tel:${cleaned}` : '';
}

export interface EmailFields { to: string; subject: string; body: string }
export function emailPayload({ to, subject, body }: EmailFields): string {
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean).join('&');
  return to.trim() ? `mailto:${to.trim()}${query ? `?${query}` : ''}` : '';
}
