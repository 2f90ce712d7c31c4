import { useCallback, useState } from 'react';
import type { CalendarEvent } from '@haru/contracts';
import { ConfirmDialog } from '@haru/ui-kit';
import { formatShortDate } from '@haru/dates';
import { messages } from '../../../messages/ko';
import type { MoveTarget } from '../api/save-move';

const m = messages.calendar;
interface Move { event: CalendarEvent; to: MoveTarget }

/**
 * Moves (by drag or keyboard) that land on a day before `today` ask first, as a to-do's due date may not be in the
 * past when it is set elsewhere: '지난 날짜로 옮길까요?' (a project: when its start moves earlier, into the past). Cancel leaves the item where it was; other moves go at once.
 */
export function usePastMoveConfirm(move: (event: CalendarEvent, to: MoveTarget) => void, today: string) {
  const [asking, setAsking] = useState<Move | null>(null);
  const request = useCallback((event: CalendarEvent, to: MoveTarget) => {
    // A project already under way asks only when its start goes further back, not on every later shift.
    const back = event.type === 'project' ? to.date < event.date : to.date !== event.date;
    if (to.date < today && back) setAsking({ event, to });
    else move(event, to);
  }, [move, today]);
  const confirm = () => {
    if (asking) move(asking.event, asking.to);
    setAsking(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={m.pastMoveTitle}
      body={asking ? m.pastMoveBody(asking.event.title, formatShortDate(asking.to.date)) : undefined}
      confirmLabel={m.pastMoveConfirm}
      cancelLabel={messages.common.cancel}
      closeLabel={messages.common.close}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  );
  return { request, dialog };
}
