import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './toasts.module.css';

type Tone = 'success' | 'danger' | 'info';
/** A button in the toast (e.g. '실행 취소'): clicking it runs `onClick` and closes the toast. */
export interface ToastAction { label: string; onClick: () => void }
export interface ToastOptions { action?: ToastAction }
interface Toast { id: number; tone: Tone; text: string; action?: ToastAction }
interface ToastApi { show: (text: string, tone?: Tone, options?: ToastOptions) => void }

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 4000;
/** A toast with an action (undo) stays longer, so there is time to reach the button. */
export const ACTION_TOAST_MS = 10_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((text: string, tone: Tone = 'info', options: ToastOptions = {}) => {
    const id = next.current++;
    setToasts((list) => [...list, { id, tone, text, action: options.action }]);
    setTimeout(() => close(id), options.action ? ACTION_TOAST_MS : TOAST_MS);
  }, [close]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} aria-live="polite" role="status">
        {toasts.map((t) => (
          <div key={t.id} className={`${styles.toast} ${styles[t.tone]}`}>
            <span>{t.text}</span>
            {t.action && (
              <button type="button" className={styles.action} onClick={() => { close(t.id); t.action?.onClick(); }}>{t.action.label}</button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Toasts from the shell's provider; outside one (a remote running alone in tests) it falls back to no-op. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined };
}
