import { Alert } from '../components/feedback';
import { Button } from '../components/button';
import { draftMessages } from '../messages/ko';
import { LeaveGuard } from './leave-guard';
import type { Draft } from './use-draft';
import styles from './form-draft.module.css';

// Apart from useFormDraft (react-hook-form), so a line kept as a draft without a contract form (mf-todo's
// quick-add row and dialog, on the list screen) does not bring react-hook-form with it.
/** The restored notice ('작성 중이던 내용을 불러왔습니다' with 버리기) and the question before leaving a dirty form. */
export function FormDraft({ draft }: { draft: Draft }) {
  return (
    <>
      {draft.restored && (
        <Alert tone="info">
          <span className={styles.notice}>
            {draftMessages.restored}
            <Button size="sm" variant="ghost" onClick={draft.discard}>{draftMessages.discard}</Button>
          </span>
        </Alert>
      )}
      <LeaveGuard when={draft.dirty} />
    </>
  );
}
