import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys, meetingQueries, todoQueries } from '@haru/api-client';
import type { CalendarEvent, CalendarResponse } from '@haru/contracts';
import { useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { saveMove, type MoveTarget } from './save-move';

const m = messages.calendar;
interface Move { event: CalendarEvent; to: MoveTarget }
/** A to-do takes the target's time (none: all day); a meeting always has one and keeps it when none is given. */
const timeAfter = (event: CalendarEvent, to: MoveTarget) => (event.type === 'meeting' ? to.time ?? event.time : to.time);
/** How long the undo button stays after a move. */
export const UNDO_MS = 8000;

/**
 * Moves a to-do or meeting to another day/time: the calendar shows it there at once, the API saves it, a failure
 * puts it back with a Korean toast. The last move can be undone for a few seconds.
 */
export function useReschedule() {
  const client = useQueryClient();
  const toast = useToast();
  const [undoable, setUndoable] = useState<Move | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mutation = useMutation({
    mutationFn: ({ event, to }: Move) => saveMove(event, to),
    onMutate: async ({ event, to }: Move) => {
      await client.cancelQueries({ queryKey: calendarKeys.all });
      const before = client.getQueriesData<CalendarResponse>({ queryKey: calendarKeys.all });
      client.setQueriesData<CalendarResponse>({ queryKey: calendarKeys.all }, (data) => data && {
        ...data, events: data.events.map((e) => (e.id === event.id ? { ...e, date: to.date, time: timeAfter(e, to) } : e)),
      });
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      toast.show(m.moveFailed, 'danger');
    },
    onSettled: (_data, _error, { event }) => {
      const keys = event.type === 'meeting' ? meetingQueries.afterWrite : todoQueries.afterWrite;
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  const { mutate } = mutation;

  const move = useCallback((event: CalendarEvent, to: MoveTarget, undo = false) => {
    if (event.date === to.date && timeAfter(event, to) === event.time) return;
    mutate({ event, to }, {
      onSuccess: () => {
        clearTimeout(timer.current);
        if (undo) {
          setUndoable(null);
          toast.show(m.moveUndone, 'info');
          return;
        }
        setUndoable({ event: { ...event, date: to.date, time: timeAfter(event, to) }, to: { date: event.date, time: event.time } });
        timer.current = setTimeout(() => setUndoable(null), UNDO_MS);
      },
    });
  }, [mutate, toast]);
  const undo = useCallback(() => { if (undoable) move(undoable.event, undoable.to, true); }, [move, undoable]);
  return { move, undo, undoable: undoable ? m.moved(undoable.event.title) : null, pending: mutation.isPending };
}
