import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureText, invalidateKeys, trashApi, trashQueries } from '@haru/api-client';
// Imported as '@haru/ui-kit/src/undo', not from the root: it needs TanStack Query, which /login must not load.
// useToast comes from the shared root, so the toast lands in the shell's one provider.
import { useToast } from '@haru/ui-kit';
import { undoMessages } from './messages/ko';

type TrashKind = Parameters<typeof trashApi.restore>[0];

/**
 * After a delete (the item went to the 휴지통): a toast with '실행 취소' for 10 s. Undo restores the item with its
 * id and links, and refreshes every list it may come back to. One hook for every remote that deletes.
 */
export function useUndoDeleteToast(): (text: string, kind: TrashKind, id: string) => void {
  const toast = useToast();
  const client = useQueryClient();
  return useCallback((text, kind, id) => {
    void invalidateKeys(client, trashQueries.afterDelete);
    const undo = () => {
      trashApi.restore(kind, id).then(
        () => {
          void invalidateKeys(client, trashQueries.afterRestore);
          toast.show(undoMessages.restored, 'success');
        },
        (error: unknown) => toast.show(failureText(error, undoMessages.restoreFailed), 'danger'),
      );
    };
    toast.show(text, 'success', { action: { label: undoMessages.undo, onClick: undo } });
  }, [client, toast]);
}
