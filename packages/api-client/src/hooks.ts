import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeLayout, QuickAction } from '@haru/contracts';
import { authKeys, changePassword, fetchMe } from './auth';
import { fetchHomeLayout, fetchQuickActions, saveHomeLayout, saveQuickActions, userPrefsKeys } from './user-prefs';

/** Shared hooks: every remote reads the same cache entries (the QueryClient lives in the shell). */
export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: ({ signal }) => fetchMe(signal), staleTime: 5 * 60_000 });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useQuickActions() {
  return useQuery({ queryKey: userPrefsKeys.quickActions, queryFn: ({ signal }) => fetchQuickActions(signal) });
}

export function useSaveQuickActions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (actions: QuickAction[]) => saveQuickActions(actions),
    onSuccess: (saved) => client.setQueryData(userPrefsKeys.quickActions, saved),
  });
}

export function useHomeLayout() {
  return useQuery({ queryKey: userPrefsKeys.homeLayout, queryFn: ({ signal }) => fetchHomeLayout(signal) });
}

export function useSaveHomeLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: HomeLayout) => saveHomeLayout(layout),
    onSuccess: (saved) => client.setQueryData(userPrefsKeys.homeLayout, saved),
  });
}
