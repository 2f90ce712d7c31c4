import { Button, useToast } from '@haru/ui-kit';
// By path, not `@haru/ui-kit/form`: the list screen does not load react-hook-form and the form helpers.
import { useDraft } from '@haru/ui-kit/src/form/use-draft';
import { FormDraft } from '@haru/ui-kit/src/form/form-draft';
import { messages } from '../../../messages/ko';
import { useQuickAddSubmit } from '../api/use-quick-add-submit';
import { QuickAddField } from './quick-add-field';
import styles from './quick-add.module.css';

const m = messages.quickAdd;

/**
 * The list's add row: the same Korean quick-add line, kept open for the next to-do after each save. The line is a
 * draft like every form's (restored after a reload with the notice and 버리기; a save empties it).
 */
export function QuickAddRow() {
  const toast = useToast();
  const { qa, submit, error, saving } = useQuickAddSubmit((title) => toast.show(m.added(title), 'success'));
  const draft = useDraft('todo:add-row', qa.text, '', qa.restore);
  return (
    <form className={styles.row} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate data-testid="quick-add-row">
      <FormDraft draft={draft} />
      <QuickAddField qa={qa} label={m.rowLabel} placeholder={m.rowPlaceholder} hideLabel error={error} disabled={saving} onSubmit={() => void submit()} />
      <Button type="submit" variant="primary" className={styles.rowButton} disabled={!qa.text.trim() || saving}>
        {saving ? m.saving : m.save}
      </Button>
    </form>
  );
}
