/** Icons are chosen on the client by quick-action id (SPEC.md section 3); decorative only. */
const ICONS: Record<string, string> = {
  'new-todo': '✓',
  'meeting-notes': '✎',
  'json-formatter': '{ }',
  wbs: '▤',
  'json-compare': '⇄',
  'qr-generator': '▦',
  calendar: '▣',
  utilities: '⚙',
};

export function QuickActionIcon({ id, className }: { id: string; className?: string }) {
  return <span className={className} aria-hidden="true">{ICONS[id] ?? '•'}</span>;
}
