import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys, meetingTemplateQueries, meetingTemplatesApi } from '@haru/api-client';
import { BUILT_IN_MEETING_TEMPLATES, type MeetingTemplateInput } from '@haru/contracts';

/** The templates to offer: the built-in four at once, the user's own when the list arrives. */
export function useTemplates() {
  const query = useQuery(meetingTemplateQueries.list());
  return query.data ?? BUILT_IN_MEETING_TEMPLATES;
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingTemplateInput) => meetingTemplatesApi.create(body),
    onSuccess: () => invalidateKeys(client, meetingTemplateQueries.afterWrite),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => meetingTemplatesApi.remove(id),
    onSuccess: () => invalidateKeys(client, meetingTemplateQueries.afterWrite),
  });
}
