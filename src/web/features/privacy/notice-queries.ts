// The notices' queries and writes: the patient's (the landing screen's banner) and the desk's breach
// notices with their reports.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

const NOTICES_KEY = 'notices';
const BREACH_NOTICES_KEY = [NOTICES_KEY, 'breach'] as const;

export const myNoticesQuery = (patientId: number) =>
  queryOptions({
    queryKey: [NOTICES_KEY, 'patient', patientId],
    queryFn: () => call('get-my-notices', { patient_id: patientId }),
  });

export const useDismissNotice = () => useCallMutation('dismiss-notice', { invalidates: [[NOTICES_KEY]] });

export const breachNoticesQuery = queryOptions({
  queryKey: BREACH_NOTICES_KEY,
  queryFn: () => call('get-breach-notices', {}),
});

export const useSendBreachNotice = () => useCallMutation('send-breach-notice', { invalidates: [BREACH_NOTICES_KEY] });

/** Who was told of one breach and when: asked for at each download, never kept (it names every patient told). */
export const breachNoticeReport = (id: number) => call('get-breach-notice-report', { id });
