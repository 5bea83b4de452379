// The patient's booking counts (get-agent-analytics with the two blank filters): of everyone they book for,
// or of one person.
import { queryOptions } from '@tanstack/react-query';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import { call } from '../../api/client';

export const agentAnalyticsQuery = (patientId: number, person: PersonFilter) =>
  queryOptions({
    queryKey: ['patient-account', 'analytics', patientId, person],
    queryFn: () => call('get-agent-analytics', { agent_id: patientId, from: '', to: '', person }),
  });
