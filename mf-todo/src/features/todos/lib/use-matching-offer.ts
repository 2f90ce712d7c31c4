import { useCallback, useState } from 'react';
import type { TodoSort } from '@haru/contracts';
import { fetchAllTodos } from '../api/todo-pages';
import type { ShownCount } from './counts';
import type { StatusFilter } from './pages';
import type { Selection } from './use-selection';

/** Gmail's '검색된 N개 모두 선택': offered once every loaded to-do is selected while more pages match. */
export interface MatchingOffer {
  /** how many the list matches (null while only "at least" is known) */
  total: number | null;
  loading: boolean;
  failed: boolean;
  pick: () => void;
}

interface Options { filter: StatusFilter; sort: TodoSort; selection: Selection; loaded: number; hasMore: boolean; count: ShownCount | null }

/**
 * The offer, or null when it does not apply. Picking it reads every matching to-do's id from the server (the same
 * filter and order as the list), so the bulk action covers the to-dos not loaded yet.
 */
export function useMatchingOffer({ filter, sort, selection, loaded, hasMore, count }: Options): MatchingOffer | null {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const { selectMatching } = selection;
  const pick = useCallback(() => {
    setState('loading');
    fetchAllTodos(filter, sort).then(
      (all) => { selectMatching(all.map((t) => t.id)); setState('idle'); },
      () => setState('failed'),
    );
  }, [filter, sort, selectMatching]);
  const everyLoaded = loaded > 0 && selection.ids.length >= loaded;
  if (!hasMore || selection.matching || !everyLoaded) return null;
  return { total: count?.exact ? count.n : null, loading: state === 'loading', failed: state === 'failed', pick };
}
