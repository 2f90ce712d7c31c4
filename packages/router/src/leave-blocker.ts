import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

/** A navigation a blocker may hold: where it goes, and how to go there once the user agrees. */
export interface LeaveRequest {
  /** The target as a path with its search (`/wbs?x=1`), resolved against the current page. */
  path: string;
  /** Goes ahead; `replace` replaces the current history entry (the guard's own extra entry). */
  go: (replace?: boolean) => void;
}

/** Answers true when it took the navigation over (it asks, then calls `go` to leave), false to let it through. */
export type LeaveBlocker = (request: LeaveRequest) => boolean;

// One module of the shared singleton, so the shell's palette and a remote's form see the same blocker.
let current: LeaveBlocker | null = null;

/**
 * Sets the blocker every `navigate()` to another path is offered first (a dirty form's leave question, ui-kit's
 * LeaveGuard); returns the function that removes it. One at a time: the screen on view sets it.
 */
export function setLeaveBlocker(blocker: LeaveBlocker): () => void {
  current = blocker;
  return () => {
    if (current === blocker) current = null;
  };
}

function pathOf(to: To): string {
  const relative = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(relative || window.location.href, window.location.href);
  return url.pathname + url.search + url.hash;
}

/**
 * react-router's navigate, with a leave blocker in front: the one place code navigates (a form's cancel, the
 * palette, a save's redirect). History moves (`navigate(-1)`) pass straight through: they arrive as popstate, which
 * the blocker's owner watches itself. Links are not seen here (react-router's Link navigates on its own).
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return navigate(to);
      const go = (replace?: boolean) => navigate(to, replace ? { ...options, replace: true } : options);
      if (current?.({ path: pathOf(to), go })) return undefined;
      return go();
    }) as NavigateFunction,
    [navigate],
  );
}
