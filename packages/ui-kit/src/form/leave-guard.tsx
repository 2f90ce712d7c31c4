import { useEffect, useRef, useState } from 'react';
import { setLeaveBlocker, useNavigate } from '@haru/router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { draftMessages } from '../messages/ko';
import { saving } from './saving';

/** Marks the extra history entry a guarded screen adds, so Back lands on the screen itself first. */
const GUARD = 'haruLeaveGuard';
type Pending = { kind: 'go'; go: (replace?: boolean) => void } | { kind: 'back' };

const guardedEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
const pushGuardEntry = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '', window.location.href);
const here = () => window.location.pathname + window.location.search;
/** Another screen: a change of only the hash (or nothing) stays. */
const elsewhere = (path: string) => path.replace(/#.*$/, '') !== here();

/** The in-app link a click follows (same origin, another screen, a plain left click), or null. */
function linkTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return elsewhere(to) ? to : null;
}

/**
 * While `when` holds, leaving the screen asks first ('작성 중인 내용이 있습니다. 나가시겠습니까?'), whichever way:
 * an in-app link, the browser's Back, or code (`navigate()` from @haru/router: a form's 취소, the palette). The apps
 * use the declarative BrowserRouter (the data router and its useBlocker would double the router's size on every
 * page), so the guard works on three doors: @haru/router's leave blocker (every navigate() passes it), a capture
 * listener taking link clicks before the router does, and an extra history entry for this screen that lets Back
 * (and `navigate(-1)`) land here and ask. A form's save navigates without asking (`saving()`).
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
      setPending({ kind: 'go', go: (replace) => navigate(to, { replace }) });
    };
    const onPop = () => {
      if (!leaving.current && !guardedEntry()) setPending({ kind: 'back' });
    };
    const release = setLeaveBlocker(({ path, go }) => {
      if (leaving.current || saving() || !elsewhere(path)) return false;
      setPending({ kind: 'go', go });
      return true;
    });
    if (!guardedEntry()) pushGuardEntry();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      release();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, [when, navigate]);

  const stay = () => {
    if (pending?.kind === 'back') pushGuardEntry();
    setPending(null);
  };
  const leave = () => {
    if (!pending) return;
    leaving.current = true;
    setPending(null);
    if (pending.kind === 'back') window.history.back();
    else pending.go(guardedEntry());
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
