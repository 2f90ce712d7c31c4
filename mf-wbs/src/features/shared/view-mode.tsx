import { useCallback, useMemo, useState } from 'react';
import { useScreenActions, type Crumb, type ScreenAction, type ScreenView } from '@haru/ui-kit';
import { messages } from '../../messages/ko';
import styles from './view-mode.module.css';

const STORAGE_PREFIX = 'haru.wbs.view.';

/** A remembered view choice (card/list, tree/timeline), one per screen kind. */
export function useViewMode<V extends string>(key: string, views: readonly V[]): [V, (v: string) => void] {
  const [view, setView] = useState<V>(() => {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_PREFIX + key);
    return (views as readonly string[]).includes(stored ?? '') ? (stored as V) : views[0];
  });
  const choose = useCallback(
    (v: string) => {
      if (!(views as readonly string[]).includes(v)) return;
      setView(v as V);
      try { localStorage.setItem(STORAGE_PREFIX + key, v); } catch { /* storage full or blocked: the choice lasts this visit */ }
    },
    [key, views],
  );
  return [view, choose];
}

interface HeaderOptions {
  title: string;
  breadcrumb: readonly Crumb[];
  views: readonly ScreenView[];
  activeView: string;
  onViewChange: (id: string) => void;
  create?: ScreenAction;
}

/** Declares the screen's title, views and "new" action to the shell's desktop header. */
export function useWbsHeader({ title, breadcrumb, views, activeView, onViewChange, create }: HeaderOptions): void {
  const actions = useMemo(
    () => ({ title, breadcrumb: [...breadcrumb], views: [...views], activeView, onViewChange, create }),
    [title, breadcrumb, views, activeView, onViewChange, create],
  );
  useScreenActions(actions);
}

/** The same view choice inside the page, for widths without the desktop header (below 1024 px). */
export function ViewToggle({ views, active, onChange }: { views: readonly ScreenView[]; active: string; onChange: (id: string) => void }) {
  return (
    <div className={styles.toggle} role="group" aria-label={messages.views.label}>
      {views.map((v) => (
        <button key={v.id} type="button" className={styles.option} aria-pressed={v.id === active} onClick={() => onChange(v.id)}>
          {v.label}
        </button>
      ))}
    </div>
  );
}
