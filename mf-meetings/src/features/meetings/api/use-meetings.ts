import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys, meetingKeys, meetingQueries, meetingsApi } from '@haru/api-client';
import { OFFLINE_QUEUE_MODE, createOrQueue, editedMeeting, localMeeting, queuedItem, queuedWrites, removeOrQueue, subscribeQueue, updateOrQueue, withQueuedItem, withQueuedWrites } from '@haru/api-client/offline';
import type { Meeting, MeetingInput } from '@haru/contracts';

/**
 * The signed-in user's meetings, with the writes still queued offline (issue 24) applied on top; the list screen
 * shows a failed load with a retry (it reads isError).
 */
export function useMeetingList() {
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const select = useCallback((list: Meeting[]) => withQueuedWrites(list, writes, 'meeting'), [writes]);
  return useQuery({ ...meetingQueries.list(), select });
}

/** The meeting as this screen knows it (detail or list cache): its `updated_at` is the version an offline write checks. */
function cachedMeeting(client: QueryClient, id: string): Meeting | undefined {
  return client.getQueryData<Meeting>(meetingKeys.detail(id))
    ?? client.getQueryData<Meeting[]>(meetingKeys.list())?.find((m) => m.id === id)
    ?? queuedItem<Meeting>('meeting', id) ?? undefined;
}

/** One meeting, seeded from the list cache so opening a card shows it at once, with its writes queued offline on top. */
export function useMeeting(id: string) {
  const client = useQueryClient();
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const select = useCallback((meeting: Meeting) => withQueuedItem(meeting, writes, 'meeting'), [writes]);
  return useQuery({
    ...meetingQueries.detail(id),
    select,
    initialData: () => client.getQueryData<Meeting[]>(meetingKeys.list())?.find((m) => m.id === id),
    initialDataUpdatedAt: () => client.getQueryState(meetingKeys.list())?.dataUpdatedAt,
  });
}

export function useCreateMeeting() {
  const client = useQueryClient();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: async (body: MeetingInput) => ({ meeting: (await createOrQueue('meeting', body, (id, now) => localMeeting(id, body, now))).item }),
    onSuccess: ({ meeting }) => {
      client.setQueryData(meetingKeys.detail(meeting.id), meeting);
      return invalidateKeys(client, meetingQueries.afterWrite);
    },
  });
}

export function useUpdateMeeting(id: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: async (body: MeetingInput) => {
      const current = cachedMeeting(client, id);
      if (!current) return meetingsApi.update(id, body);
      return (await updateOrQueue('meeting', current, body, editedMeeting(current, body))).item;
    },
    onSuccess: (meeting) => {
      client.setQueryData(meetingKeys.detail(id), meeting);
      return invalidateKeys(client, meetingQueries.afterWrite);
    },
  });
}

export function useDeleteMeeting() {
  const client = useQueryClient();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: async (id: string): Promise<{ queued: boolean }> => {
      const current = cachedMeeting(client, id);
      if (current) return removeOrQueue('meeting', current);
      await meetingsApi.remove(id);
      return { queued: false };
    },
    onSuccess: (_data, id) => {
      client.setQueryData<Meeting[]>(meetingKeys.list(), (list) => list?.filter((m) => m.id !== id));
      client.removeQueries({ queryKey: meetingKeys.detail(id) });
      return invalidateKeys(client, meetingQueries.afterWrite);
    },
  });
}

/**
 * 할일로 보내기 for one row or several (one request each, in order: the route is idempotent, so a retry after a
 * failure part-way never doubles a to-do). Answers how many were sent; meetings and to-dos are refetched.
 */
export function useSendActionItems(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (itemIds: readonly string[]) => {
      let last: Meeting | undefined;
      try {
        for (const itemId of itemIds) last = (await meetingsApi.sendActionItem(meetingId, itemId)).meeting;
      } finally {
        if (last) client.setQueryData(meetingKeys.detail(meetingId), last);
      }
      return itemIds.length;
    },
    onSettled: () => invalidateKeys(client, meetingQueries.afterSend),
  });
}
