// The icon set: lucide line icons, one style everywhere (sidebar, bottom navigation, landing, quick actions,
// functions, pickers). Imported as '@haru/ui-kit/src/icons', not from the package root, and named one by one, so
// each app bundles only the icons it shows (the ui-kit singleton is provided whole, without tree-shaking). Only
// this file imports lucide-react (a lint rule keeps it so); add an icon here before using it.
import type { LucideIcon } from 'lucide-react';

export type { LucideIcon as IconGlyph };
export {
  Braces,
  Calendar,
  CalendarDays,
  ChartColumn,
  Circle,
  Clock,
  CodeXml,
  GitCompare,
  House,
  LayoutDashboard,
  LayoutGrid,
  Network,
  NotebookPen,
  QrCode,
  Repeat,
  Search,
  Send,
  SquareCheckBig,
  UserRound,
  Wrench,
} from 'lucide-react';

export interface IconProps {
  icon: LucideIcon;
  /** Pixels (default 20). */
  size?: number;
  className?: string;
}

/** Decorative by design: the link or button around it carries the accessible name. */
export function Icon({ icon: Glyph, size = 20, className }: IconProps) {
  return <Glyph size={size} strokeWidth={1.75} className={className} aria-hidden="true" focusable="false" />;
}
