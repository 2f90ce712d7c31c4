import { CalendarDays, CodeXml, Icon, LayoutDashboard, Network, NotebookPen, SquareCheckBig, type IconGlyph } from '@haru/ui-kit/src/icons';

/** The six feature cards' icons (keys of messages.landing.features). */
const ICONS: Record<string, IconGlyph> = {
  todo: SquareCheckBig,
  meetings: NotebookPen,
  wbs: Network,
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  devtools: CodeXml,
};

export function FeatureIcon({ name }: { name: string }) {
  return <Icon icon={ICONS[name] ?? SquareCheckBig} size={28} />;
}
