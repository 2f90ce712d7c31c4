import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys, failureText, meetingQueries, todoQueries, wbsQueries } from '@haru/api-client';
import { OFFLINE_QUEUE_MODE } from '@haru/api-client/offline';
import type { CalendarEvent, CalendarResponse } from '@haru/contracts';
import { useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { movedEvent, saveMove, type MoveTarget } from './save-move';

const m = messages.calendar;
interface Move { event: CalendarEvent; to: MoveTarget }
const AFTER_WRITE = { todo: todoQueries.afterWrite, meeting: meetingQueries.afterWrite, project: wbsQueries.afterWrite, task: wbsQueries.afterWrite };
/** How long the undo button stays after a move. */
export const UNDO_MS = 8000;

/**
 * Moves a to-do, meeting or project to another day/time: the calendar shows it there at once, the API saves it, a
 * failure puts it back with a Korean toast (the API's own text when it refused the move). Offline, a to-do's or
 * meeting's move is queued and stays where it was dropped (issue 24). The last move can be undone for a few seconds.
 */
export function useReschedule() {
  const client = useQueryClient();
  const toast = useToast();
  const [undoable, setUndoable] = useState<Move | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mutation = useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ event, to }: Move) => saveMove(event, to),
    onMutate: async ({ event, to }: Move) => {
      await client.cancelQueries({ queryKey: calendarKeys.all });
      const before = client.getQueriesData<CalendarResponse>({ queryKey: calendarKeys.all });
      client.setQueriesData<CalendarResponse>({ queryKey: calendarKeys.all }, (data) => data && {
        ...data, events: data.events.map((e) => (e.id === event.id ? movedEvent(e, to) : e)),
      });
      return { before };
    },
    onError: (error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      toast.show(failureText(error, m.moveFailed), 'danger');
    },
    onSettled: (_data, _error, { event }) => {
      return Promise.all(AFTER_WRITE[event.type].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  const { mutate } = mutation;

  const move = useCallback((event: CalendarEvent, to: MoveTarget, undo = false) => {
    const after = movedEvent(event, to);
    if (after.date === event.date && after.time === event.time) return;
    mutate({ event, to }, {
      onSuccess: () => {
        clearTimeout(timer.current);
        if (undo) {
          setUndoable(null);
          toast.show(m.moveUndone, 'info');
          return;
        }
        setUndoable({ event: after, to: { date: event.date, time: event.time } });
        timer.current = setTimeout(() => setUndoable(null), UNDO_MS);
      },
    });
  }, [mutate, toast]);
  const undo = useCallback(() => { if (undoable) move(undoable.event, undoable.to, true); }, [move, undoable]);
  return { move, undo, undoable: undoable ? m.moved(undoable.event.title) : null, pending: mutation.isPending };
}
