// TanStack Query: the app's one client, and the signed-in user in it. The areas load it (not /home), see
// query-provider.tsx; the signed-in user is first read by current-user.ts and adopted here.
import { onlineManager, QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/contract/users';
import { fetchCurrentUser, knownCurrentUser, onCurrentUserChange, setCurrentUser } from './current-user';
import { keepOnlyAnswersOf, reportShownDataAge, SAVED_DATA_MAX_AGE_MS } from './saved-data';

export const queryClient = new QueryClient({
  defaultOptions: {
    // networkMode 'online' (stated on purpose): while the browser is offline a query pauses instead of
    // failing, so a screen already visited keeps its last data (the layouts show the offline banner).
    // gcTime as long as answers are kept on the device (saved-data.ts), so a screen left an hour ago
    // still has its answer to show offline.
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'online', gcTime: SAVED_DATA_MAX_AGE_MS },
  },
});

// Query takes the browser for online until it hears it go offline: an app started or reloaded offline
// (decision 0039) says so at once, so its queries pause on their saved answers instead of failing.
onlineManager.setOnline(navigator.onLine);

/** The signed-in user, or null when there is no session. */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: fetchCurrentUser,
  // What the guards (or the sign-in form) already learnt, with its age, so nothing is asked twice.
  initialData: () => knownCurrentUser()?.user,
  initialDataUpdatedAt: () => knownCurrentUser()?.updatedAt,
  staleTime: 5 * 60 * 1000,
});

// Keep the Query cache and current-user.ts in step: a write on either side reaches the other (the
// identity checks stop the echo).
onCurrentUserChange(({ user, updatedAt }) => {
  keepOnlyAnswersOf(queryClient, user?.id ?? null);
  if (queryClient.getQueryData(currentUserQuery.queryKey) !== user) {
    queryClient.setQueryData(currentUserQuery.queryKey, user, { updatedAt });
  }
  if (updatedAt === 0) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
});
reportShownDataAge(queryClient);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return;
  if (event.query.queryHash !== JSON.stringify(currentUserQuery.queryKey)) return;
  const user = event.query.state.data as SessionUser | null | undefined;
  if (user !== undefined && user !== knownCurrentUser()?.user) setCurrentUser(user);
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** The user the route guards already loaded (guarded screens only). */
export function useSignedInUser(): SessionUser | null {
  return useQuery(currentUserQuery).data ?? null;
}

export function useSetCurrentUser() {
  const client = useQueryClient();
  return async (user: SessionUser | null) => {
    client.setQueryData(currentUserQuery.queryKey, user);
    await client.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  };
}
