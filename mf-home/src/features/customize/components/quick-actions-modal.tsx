import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, useToast } from '@haru/ui-kit';
import { SortableList } from '@haru/ui-kit/src/sortable';
import { messages } from '../../../messages/ko';
import { prefsKeys, saveQuickActions } from '../../../shared/layout/api/prefs';
import { renumber } from '../../../shared/layout/lib/normalize';
import type { QuickAction } from '../../../shared/layout/lib/types';
import { QuickActionIcon } from '../../../shared/layout/components/quick-action-icon';
import styles from './customize.module.css';

const m = messages.customize;

/** Reorder (drag, arrow keys, buttons) and toggle quick actions, then save them (the list reloads). */
export function QuickActionsModal({ open, actions, maxItems, onClose }: { open: boolean; actions: QuickAction[]; maxItems: number; onClose: () => void }) {
  const [draft, setDraft] = useState(actions);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => { if (open) { setDraft(actions); setError(''); } }, [open, actions]);

  const toggle = (id: string, enabled: boolean) => setDraft((list) => list.map((a) => (a.id === id ? { ...a, enabled } : a)));

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      await saveQuickActions(draft);
      await queryClient.invalidateQueries({ queryKey: prefsKeys.quickActions });
      toast.show(m.quickSaved, 'success');
      onClose();
    } catch (err) {
      console.error('quick actions save failed', err);
      setError(m.quickSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <>
      <Button onClick={onClose}>{messages.common.cancel}</Button>
      <Button variant="primary" onClick={save} busy={saving}>{saving ? messages.common.saving : messages.common.save}</Button>
    </>
  );

  return (
    <Modal open={open} title={m.quickModalTitle} onClose={onClose} closeLabel={messages.common.close} footer={footer}>
      <p className={styles.muted}>{m.quickModalIntro}</p>
      <p className={styles.muted} aria-live="polite">{m.enabledCount(draft.filter((a) => a.enabled).length, maxItems)}</p>
      <SortableList
        items={draft}
        onChange={(list) => setDraft(renumber(list))}
        nameOf={(a) => a.title}
        testId="quick-actions-editor"
        renderItem={(a) => (
          <label className={styles.actionRow}>
            <input type="checkbox" checked={a.enabled} onChange={(e) => toggle(a.id, e.target.checked)} />
            <QuickActionIcon id={a.id} className={styles.actionIcon} />
            <span><strong>{a.title}</strong><br /><span className={styles.muted}>{a.subtitle}</span></span>
          </label>
        )}
      />
      {error && <Alert>{error}</Alert>}
    </Modal>
  );
}
