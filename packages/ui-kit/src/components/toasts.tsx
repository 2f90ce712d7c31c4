import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './toasts.module.css';

type Tone = 'success' | 'danger' | 'info';
interface Toast { id: number; tone: Tone; text: string }
interface ToastApi { show: (text: string, tone?: Tone) => void }

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 4000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback((text: string, tone: Tone = 'info') => {
    const id = next.current++;
    setToasts((list) => [...list, { id, tone, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_MS);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} aria-live="polite" role="status">
        {toasts.map((t) => <div key={t.id} className={`${styles.toast} ${styles[t.tone]}`}>{t.text}</div>)}
      </div>
    </ToastContext.Provider>
  );
}

/** Toasts from the shell's provider; outside one (a remote running alone in tests) it falls back to no-op. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined };
}
