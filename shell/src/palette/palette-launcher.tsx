import { lazy, Suspense, useState } from 'react';

// cmdk and the matcher load on the first Ctrl/Cmd+K or search-button press, never with the page.
const CommandPalette = lazy(() => import(/* webpackChunkName: "palette" */ './command-palette'));

/** Renders the palette once it has been opened (kept mounted afterwards so reopening is instant). */
export function PaletteLauncher({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
