import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@haru/router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { draftMessages } from '../messages/ko';

/** Marks the extra history entry a guarded screen adds, so Back lands on the screen itself first. */
const GUARD = 'haruLeaveGuard';
type Pending = { kind: 'link'; to: string } | { kind: 'back' };

const guardedEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
const pushGuardEntry = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '', window.location.href);

/** The in-app link a click follows (same origin, another screen, a plain left click), or null. */
function linkTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * While `when` holds, leaving the screen through an in-app link or the browser's Back asks first
 * ('작성 중인 내용이 있습니다. 나가시겠습니까?'). The apps use the declarative BrowserRouter (the data router and its
 * useBlocker would double the router's size on every page), so the guard works on the page itself: a capture
 * listener takes link clicks before the router does, and an extra history entry for this screen lets Back land
 * here and ask. Programmatic navigation (a form's own cancel and save) is not asked about.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    leaving.current = false;
    const onClick = (e: MouseEvent) => {
      const to = linkTarget(e);
      if (to === null) return;
      e.preventDefault();
      e.stopPropagation();
      setPending({ kind: 'link', to });
    };
    const onPop = () => {
      if (!leaving.current && !guardedEntry()) setPending({ kind: 'back' });
    };
    if (!guardedEntry()) pushGuardEntry();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, [when]);

  const stay = () => {
    if (pending?.kind === 'back') pushGuardEntry();
    setPending(null);
  };
  const leave = () => {
    if (!pending) return;
    leaving.current = true;
    setPending(null);
    if (pending.kind === 'back') window.history.back();
    else navigate(pending.to, { replace: guardedEntry() });
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={draftMessages.leaveTitle}
      body={draftMessages.leaveBody}
      confirmLabel={draftMessages.leave}
      cancelLabel={draftMessages.stay}
      closeLabel={draftMessages.close}
      onConfirm={leave}
      onCancel={stay}
    />
  );
}
