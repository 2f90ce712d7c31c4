import { Suspense } from 'react';
import { lazyRetry } from '@haru/ui-kit/src/lazy-retry';
import type { BulkActionBarProps } from './bulk-action-bar';

// Selection mode's bar and its date picker load when selection mode is first turned on, not with the list. Until
// then nothing is shown: the bar is new content at the bottom of the window, and its actions act on a selection
// that is only being made.
const BulkActionBar = lazyRetry(() => import('./bulk-action-bar').then((m) => m.BulkActionBar));

export function LazyBulkActionBar(props: BulkActionBarProps) {
  return <Suspense fallback={null}><BulkActionBar {...props} /></Suspense>;
}
