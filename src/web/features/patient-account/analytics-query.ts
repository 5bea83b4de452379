// The patient's booking counts (get-agent-analytics with the two blank filters).
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const analyticsQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['patient-account', 'analytics', patientId],
    queryFn: () => call('get-agent-analytics', { agent_id: patientId, from: '', to: '' }),
  });
