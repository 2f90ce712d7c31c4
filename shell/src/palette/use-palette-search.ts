import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchQueries } from '@haru/api-client';

const DEBOUNCE_MS = 150;
const SEARCHABLE = /[\p{L}\p{N}]/u;

/**
 * The palette's text and what is searched for. While the IME is composing a syllable the searched text stays as
 * it was (no request, no reordering under the user's fingers); it catches up when the syllable is finished.
 */
export function usePaletteSearch() {
  const [input, setInput] = useState('');
  const [composing, setComposing] = useState(false);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    if (!composing) setQuery(input);
  }, [input, composing]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const server = useQuery({ ...searchQueries.results(debounced), enabled: SEARCHABLE.test(debounced), placeholderData: (previous) => previous });
  return {
    input,
    setInput,
    query,
    composition: { onCompositionStart: () => setComposing(true), onCompositionEnd: () => setComposing(false) },
    composing,
    results: SEARCHABLE.test(debounced) ? server.data?.groups ?? [] : [],
    searching: SEARCHABLE.test(query.trim()) && (query.trim() !== debounced || server.isFetching),
    failed: server.isError,
  };
}
