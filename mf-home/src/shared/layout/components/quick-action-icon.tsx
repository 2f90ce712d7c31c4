import {
  Braces, CalendarDays, Circle, GitCompare, Icon, NotebookPen, Network, QrCode, SquareCheckBig, Wrench, type IconGlyph,
} from '@haru/ui-kit/src/icons';

/** Icons are chosen on the client by quick-action id (SPEC.md section 3); decorative only. */
const ICONS: Record<string, IconGlyph> = {
  'new-todo': SquareCheckBig,
  'meeting-notes': NotebookPen,
  'json-formatter': Braces,
  wbs: Network,
  'json-compare': GitCompare,
  'qr-generator': QrCode,
  calendar: CalendarDays,
  utilities: Wrench,
};

export function QuickActionIcon({ id, className }: { id: string; className?: string }) {
  return <span className={className}><Icon icon={ICONS[id] ?? Circle} /></span>;
}
