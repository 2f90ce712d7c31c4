import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingKeys, meetingsApi } from '@haru/api-client';
import type { Meeting, MeetingInput } from '@haru/contracts';

/** One more try only for failures that may pass (network, 5xx); a 4xx will answer the same again. */
const retryTransient = (count: number, error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return count < 1 && (status === 0 || status >= 500);
};

/** The signed-in user's meetings. SPEC.md: a load failure shows an empty list (the caller reads isError). */
export function useMeetingList() {
  return useQuery({ queryKey: meetingKeys.list(), queryFn: ({ signal }) => meetingsApi.list(signal), retry: retryTransient });
}

/** One meeting, seeded from the list cache so opening a card shows it at once. */
export function useMeeting(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => meetingsApi.get(id, signal),
    initialData: () => client.getQueryData<Meeting[]>(meetingKeys.list())?.find((m) => m.id === id),
    initialDataUpdatedAt: () => client.getQueryState(meetingKeys.list())?.dataUpdatedAt,
    retry: retryTransient,
  });
}

export function useCreateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingInput) => meetingsApi.create(body),
    onSuccess: ({ meeting }) => {
      client.setQueryData(meetingKeys.detail(meeting.id), meeting);
      return client.invalidateQueries({ queryKey: meetingKeys.list() });
    },
  });
}

export function useUpdateMeeting(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingInput) => meetingsApi.update(id, body),
    onSuccess: (meeting) => {
      client.setQueryData(meetingKeys.detail(id), meeting);
      return client.invalidateQueries({ queryKey: meetingKeys.list() });
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
      return client.invalidateQueries({ queryKey: meetingKeys.list() });
    },
  });
}
