// The call centre's own queries and writes: the app's version and process as every app reads them at start
// (`version`), and the desk's change of them (set-app-version), which the desk shows at once; and a record's
// audit log (get-audit-log), which the desks' History button shows.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DeskRecordType } from '../../../shared/contract/operator';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const versionQuery = queryOptions({
  queryKey: ['app-version'],
  queryFn: () => call('version', {}),
});

export function useSetAppVersion() {
  const client = useQueryClient();
  return useCallMutation('set-app-version', {
    onSuccess: ({ result }) => client.setQueryData(versionQuery.queryKey, result),
  });
}

/** The kinds of record the desk shows, as the audit log names them (a directory record is a 'user'). */
export type AuditRecordType = Exclude<DeskRecordType, 'app-version'>;

export const auditLogQuery = (recordType: AuditRecordType, recordId: number) =>
  queryOptions({
    queryKey: ['audit-log', recordType, recordId],
    queryFn: () => call('get-audit-log', { record_type: recordType, record_id: recordId }),
  });
