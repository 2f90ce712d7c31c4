import { Alert, Button, Modal, useToast } from '@haru/ui-kit';
// By path, not `@haru/ui-kit/form`: the list screen does not load react-hook-form and the form helpers.
import { useDraft } from '@haru/ui-kit/src/form/use-draft';
import { FormDraft } from '@haru/ui-kit/src/form/form-draft';
import { messages } from '../../../messages/ko';
import { useQuickAddSubmit } from '../api/use-quick-add-submit';
import { QuickAddField } from './quick-add-field';

const m = messages.quickAdd;

/**
 * Quick add: one line read as Korean ('내일 오후 3시 회의 준비 #업무 !높음'); a trimmed title is all it takes.
 * The dialog opens on the line (Modal focuses its first field); Enter saves once, a toast confirms. The buttons
 * are disabled while saving. The line is a draft: closing keeps it for the next opening (and a reload), a save
 * empties it.
 */
export function QuickAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { qa, submit, reset, error, saving } = useQuickAddSubmit((title) => {
    toast.show(m.added(title), 'success');
    onClose();
  });
  const draft = useDraft('todo:quick-add', qa.text, '', qa.restore);
  const close = () => {
    if (saving) return;
    reset({ keepText: true });
    onClose();
  };
  const fieldError = error === messages.form.addFailed ? null : error;
  return (
    <Modal open={open} title={m.title} onClose={close} closeLabel={messages.close}>
      <form
        onSubmit={(e) => { e.preventDefault(); void submit(); }}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 'var(--haru-space-4)' }}
      >
        <FormDraft draft={{ ...draft, dirty: open && draft.dirty }} />
        <QuickAddField qa={qa} label={m.label} placeholder={m.placeholder} error={fieldError} disabled={saving} onSubmit={() => void submit()} />
        {error && !fieldError && <Alert>{error}</Alert>}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--haru-space-2)' }}>
          <Button onClick={close} disabled={saving}>{m.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!qa.text.trim() || saving}>
            {saving ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
