import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The bridge between a screen (inside a remote) and the shell's desktop header: a screen declares which
 * views and actions it offers; the header shows only those, so no header button is ever dead.
 */
export interface ScreenView { id: string; label: string }
export interface ScreenAction { id: string; label: string; run: () => void }
/** A breadcrumb step: a label, or a label with the path it links to (every step but the current screen links). */
export type Crumb = string | { label: string; to: string };
export interface ScreenActions {
  title?: string;
  breadcrumb?: Crumb[];
  views?: ScreenView[];
  activeView?: string;
  onViewChange?: (id: string) => void;
  /** The "new" action: the header's primary button and Ctrl/Cmd+N. */
  create?: ScreenAction;
  /** Export formats and other secondary actions (header menu and context menu). */
  actions?: ScreenAction[];
}

const ValueContext = createContext<ScreenActions>({});
const SetterContext = createContext<((a: ScreenActions | null) => void) | null>(null);

export function ScreenActionsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ScreenActions>({});
  const set = useCallback((a: ScreenActions | null) => setCurrent(a ?? {}), []);
  return (
    <SetterContext.Provider value={set}>
      <ValueContext.Provider value={current}>{children}</ValueContext.Provider>
    </SetterContext.Provider>
  );
}

/** Read by the shell header. */
export function useCurrentScreenActions(): ScreenActions {
  return useContext(ValueContext);
}

/** Called by a screen; pass a memoised object. Cleared when the screen unmounts. */
export function useScreenActions(actions: ScreenActions): void {
  const set = useContext(SetterContext);
  useEffect(() => {
    if (!set) return undefined;
    set(actions);
    return () => set(null);
  }, [set, actions]);
}
