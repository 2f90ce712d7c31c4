import { useRef, useState } from 'react';
import type { TodoEditScope } from '@haru/contracts';
import { Button, Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';

const m = messages.recurrence.scope;

/**
 * '이번 일정만 / 이후 모든 일정': asked when a repeating to-do's title or date changes. `ask()` opens the dialog and
 * settles with the choice, or null when the user cancels (Esc, ×, 취소); focus starts on the safer '이번 일정만'.
 */
export function useEditScope() {
  const [resolve, setResolve] = useState<((scope: TodoEditScope | null) => void) | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const answer = (scope: TodoEditScope | null) => {
    resolve?.(scope);
    setResolve(null);
  };
  const ask = () => new Promise<TodoEditScope | null>((done) => setResolve(() => done));
  const dialog = (
    <Modal
      open={resolve !== null}
      title={m.title}
      onClose={() => answer(null)}
      closeLabel={m.close}
      initialFocus={first}
      footer={(
        <>
          <Button onClick={() => answer(null)}>{m.cancel}</Button>
          <Button ref={first} onClick={() => answer('this')}>{m.this}</Button>
          <Button variant="primary" onClick={() => answer('following')}>{m.following}</Button>
        </>
      )}
    >
      <p>{m.body}</p>
    </Modal>
  );
  return { ask, dialog };
}
