import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@haru/router';
import { isCommitEnter } from '@haru/ui-kit';
import { searchMenu } from './menu-search';
import styles from './sidebar.module.css';
import { appMessages } from '../messages/ko-app';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Menu search (Ctrl/Cmd+Shift+K focuses it; Ctrl/Cmd+K opens the search palette): type, pick with ↑/↓, Enter opens the screen, Esc clears. */
export const SidebarSearch = forwardRef<HTMLInputElement, { onNavigate?: () => void }>(function SidebarSearch({ onNavigate }, ref) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = searchMenu(query);

  const go = (path: string) => {
    setQuery('');
    navigate(path);
    onNavigate?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (results.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (e.key === 'Escape') {
      setQuery('');
    } else if (isCommitEnter(e) && results[active]) {
      e.preventDefault();
      go(results[active].path);
    }
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${listId}-input`} className="haru-visually-hidden">{appMessages.layout.searchLabel}</label>
      <input
        ref={ref}
        id={`${listId}-input`}
        className={styles.searchInput}
        type="search"
        placeholder={appMessages.layout.searchPlaceholder}
        value={query}
        onChange={(e) => { setQuery(e.target.value); setActive(0); }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={query.length > 0}
        aria-controls={listId}
        aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
      />
      <kbd className={styles.kbd} aria-hidden="true">{appMessages.layout.menuSearchShortcut(isMac)}</kbd>
      {query && (
        <ul id={listId} role="listbox" className={styles.results} aria-label={appMessages.layout.searchLabel}>
          {results.length === 0 && <li className={styles.noResult} role="presentation">{appMessages.layout.searchEmpty}</li>}
          {results.map((entry, i) => (
            <li
              key={entry.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.result} ${styles.resultActive}` : styles.result}
              onMouseDown={(e) => { e.preventDefault(); go(entry.path); }}
              onMouseEnter={() => setActive(i)}
            >
              {entry.label}
              <span className={styles.resultPath}>{entry.path}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

export { isMac };
