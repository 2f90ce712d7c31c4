import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys, meetingKeys, meetingQueries, meetingsApi } from '@haru/api-client';
import type { Meeting, MeetingInput } from '@haru/contracts';

/** The signed-in user's meetings; the list screen shows a failed load with a retry (it reads isError). */
export function useMeetingList() {
  return useQuery(meetingQueries.list());
}

/** One meeting, seeded from the list cache so opening a card shows it at once. */
export function useMeeting(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...meetingQueries.detail(id),
    initialData: () => client.getQueryData<Meeting[]>(meetingKeys.list())?.find((m) => m.id === id),
    initialDataUpdatedAt: () => client.getQueryState(meetingKeys.list())?.dataUpdatedAt,
  });
}

export function useCreateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingInput) => meetingsApi.create(body),
    onSuccess: ({ meeting }) => {
      client.setQueryData(meetingKeys.detail(meeting.id), meeting);
      return invalidateKeys(client, meetingQueries.afterWrite);
    },
  });
}

export function useUpdateMeeting(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingInput) => meetingsApi.update(id, body),
    onSuccess: (meeting) => {
      client.setQueryData(meetingKeys.detail(id), meeting);
      return invalidateKeys(client, meetingQueries.afterWrite);
    },
  });
}

export function useDeleteMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => meetingsApi.remove(id),
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
