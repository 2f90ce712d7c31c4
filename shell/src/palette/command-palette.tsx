import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from '@haru/router';
import type { SearchHit } from '@haru/contracts';
import { toggleDarkTheme } from '../theme/theme';
import { COMMANDS, MENU, matchEntries, type LocalEntry } from './palette-entries';
import { readRecent, rememberPick } from './recent';
import { usePaletteSearch } from './use-palette-search';
import { Highlighted } from './highlighted';
import styles from './command-palette.module.css';
import { appMessages } from '../messages/ko-app';

const m = appMessages.palette;

interface CommandPaletteProps { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * Ctrl/Cmd+K: one search over to-dos, meetings, projects and tasks (the API), screen commands and the menu.
 * Groups by type with the match marked (in the title, or in the snippet of the field it was found in), ↑/↓ and
 * Enter (cmdk), history when empty; a failed search says so instead of "no results". Esc closes and focus returns where it was (the
 * dialog's focus scope). Enter while a syllable is being composed only finishes the syllable.
 */
export default function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const search = usePaletteSearch();
  const empty = search.query.trim() === '';
  const recent = useMemo(() => (open ? readRecent() : { items: [], queries: [] }), [open]);
  const commands = useMemo(() => matchEntries(COMMANDS, search.query), [search.query]);
  const menu = useMemo(() => (empty ? [] : matchEntries(MENU, search.query)), [empty, search.query]);

  // Where focus was before opening (read before the dialog's own effects move it): Esc and closing return there.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const close = (restoreFocus = true) => {
    onOpenChange(false);
    search.setInput('');
    if (restoreFocus) setTimeout(() => returnTo.current?.focus(), 0);
  };
  const go = (path: string) => {
    close(false);
    navigate(path);
  };
  const runEntry = (entry: LocalEntry) => {
    if ('path' in entry.run) go(entry.run.path);
    else {
      toggleDarkTheme();
      close();
    }
  };
  const openHit = (hit: Pick<SearchHit, 'type' | 'id' | 'title' | 'link'>) => {
    rememberPick({ type: hit.type, id: hit.id, title: hit.title, link: hit.link }, search.query);
    go(hit.link);
  };
  // cmdk ignores Enter while composing too; this keeps the guard even if a browser reports composition late.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && (search.composing || e.nativeEvent.isComposing || e.keyCode === 229)) e.preventDefault();
  };

  return (
    <Command.Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} label={m.title} shouldFilter={false} loop
      overlayClassName={styles.overlay} contentClassName={styles.content} className={styles.palette}>
      <Command.Input value={search.input} onValueChange={search.setInput} placeholder={m.placeholder} aria-label={m.inputLabel}
        className={styles.input} onKeyDown={onKeyDown} {...search.composition} />
      <Command.List className={styles.list}>
        {search.searching && <Command.Loading className={styles.status}>{m.loading}</Command.Loading>}
        {search.failed && <p className={styles.status} role="alert">{m.failed}</p>}
        {!empty && !search.searching && !search.failed && <Command.Empty className={styles.status}>{m.empty}</Command.Empty>}
        {empty && recent.items.length > 0 && (
          <Command.Group heading={m.groups.recentItems}>
            {recent.items.map((item) => (
              <Command.Item key={`${item.type}:${item.id}`} value={`recent:${item.type}:${item.id}`} onSelect={() => openHit(item)} className={styles.item}>
                <span className={styles.type}>{m.groups[item.type]}</span>{item.title}
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {empty && recent.queries.length > 0 && (
          <Command.Group heading={m.groups.recentQueries}>
            {recent.queries.map((q) => (
              <Command.Item key={q} value={`query:${q}`} onSelect={() => search.setInput(q)} className={styles.item}>{q}</Command.Item>
            ))}
          </Command.Group>
        )}
        {search.results.map((group) => (
          <Command.Group key={group.type} heading={m.groups[group.type]}>
            {group.items.map((hit) => (
              <Command.Item key={hit.id} value={`${hit.type}:${hit.id}`} onSelect={() => openHit(hit)} className={styles.item}>
                {hit.snippet.field === 'title'
                  ? <Highlighted snippet={hit.snippet} className={styles.title} />
                  : <><span className={styles.title}>{hit.title}</span><Highlighted snippet={hit.snippet} className={styles.snippet} /></>}
                {hit.date && <span className={styles.date}>{hit.date}</span>}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
        {commands.length > 0 && (
          <Command.Group heading={m.groups.commands}>
            {commands.map((entry) => (
              <Command.Item key={entry.id} value={entry.id} onSelect={() => runEntry(entry)} className={styles.item}>{entry.label}</Command.Item>
            ))}
          </Command.Group>
        )}
        {menu.length > 0 && (
          <Command.Group heading={m.groups.menu}>
            {menu.map((entry) => (
              <Command.Item key={entry.id} value={entry.id} onSelect={() => runEntry(entry)} className={styles.item}>
                {entry.label}<span className={styles.path}>{'path' in entry.run ? entry.run.path : ''}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
