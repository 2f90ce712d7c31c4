import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@haru/router';

export interface Flash { message: string; tone: 'success' | 'danger' }

/** Navigation state carrying a one-time message to the list. */
export function flashState(message: string, tone: Flash['tone'] = 'success'): { flash: Flash } {
  return { flash: { message, tone } };
}

const SHOW_MS = 6000;

/**
 * A message passed through navigation is shown, then cleared: removed from history at once (a reload or
 * going back does not show it again) and from the screen after a few seconds or when dismissed.
 */
export function useFlash(): [Flash | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { flash?: Flash } | null)?.flash ?? null;
  const [flash, setFlash] = useState<Flash | null>(incoming);

  useEffect(() => {
    if (!incoming) return;
    setFlash(incoming);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!flash) return undefined;
    const timer = setTimeout(() => setFlash(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return [flash, () => setFlash(null)];
}
