import { useEffect, useState } from 'react';
import { onSessionChange, readSession, type Session } from '@haru/api-client';

/** The stored session, kept current across remotes and tabs (login, refresh, logout anywhere). */
export function useSession(): Session | null {
  const [session, setSession] = useState(readSession);
  useEffect(() => onSessionChange(setSession), []);
  return session;
}
