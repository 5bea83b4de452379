// The app's version and process as every app reads them at start (`version`), and the desk's change of them
// (set-app-version), which the desk shows at once.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const appVersionQuery = queryOptions({
  queryKey: ['app-version'],
  queryFn: () => call('version', {}),
});

export function useSetAppVersion() {
  const client = useQueryClient();
  return useCallMutation('set-app-version', {
    onSuccess: ({ result }) => client.setQueryData(appVersionQuery.queryKey, result),
  });
}
