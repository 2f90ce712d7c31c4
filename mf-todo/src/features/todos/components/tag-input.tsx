import { useId, useState, type KeyboardEvent } from 'react';
import { isCommitEnter } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { addTags } from '../lib/tags';
import styles from './todo-form.module.css';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/**
 * Enter (never while a Hangul syllable is being composed) or the add button adds what was typed; a
 * comma-separated string adds several. Trimmed; blanks and duplicates ignored.
 */
export function TagInput({ tags, onChange }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const commit = () => {
    if (!draft.trim()) return;
    const result = addTags(tags, draft);
    if (result.error) {
      setError(messages.form[result.error]);
      return;
    }
    setError(null);
    onChange(result.tags);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault();
    if (isCommitEnter(e)) commit();
  };

  return (
    <div className={styles.group}>
      <label htmlFor={inputId} className={styles.legend}>{messages.form.tags}</label>
      <div className={styles.tagRow}>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          placeholder={messages.form.tagPlaceholder}
          onChange={(e) => { setDraft(e.target.value); setError(null); }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <button type="button" className={styles.secondaryButton} onClick={commit} disabled={!draft.trim()}>
          {messages.form.tagAdd}
        </button>
      </div>
      {error && <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p>}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={messages.form.tagList}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>#{tag}</span>
              <button type="button" className={styles.tagRemove} aria-label={messages.form.tagRemove(tag)} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
