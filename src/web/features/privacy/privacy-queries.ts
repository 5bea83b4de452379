// The privacy screens' queries and writes, by the right they serve: the consents, the corrections, the
// erasure, the grievances, a copy of my data and who saw my records, and the notices. The privacy notice in
// force, which the registration form reads too, is in shared/privacy-queries.ts.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DeskCorrectionRequest, DeskGrievance } from '../../../shared/contract/privacy';
import { call } from '../../api/client';
import { currentUserQuery, useSetCurrentUser } from '../../api/query-client';
import { useCallMutation } from '../../api/use-call-mutation';

// ---- the consents: accepting the privacy notice in force (the answer is the signed-in user, no longer held
// at the gate) and withdrawing or giving an alert channel (the answer is the consents, shown at once) ----

const CONSENTS_KEY = ['privacy', 'consents'] as const;

export const consentsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [...CONSENTS_KEY, patientId],
    queryFn: () => call('get-consents', { patient_id: patientId }),
  });

export function useAcceptPrivacyNotice() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('accept-privacy-notice', {
    invalidates: [CONSENTS_KEY],
    onSuccess: ({ result }) => setCurrentUser(result),
  });
}

/** A change of an alert channel by the patient: the answer replaces the consents shown. */
function useConsentChange(name: 'withdraw-consent' | 'give-consent', patientId: number) {
  const client = useQueryClient();
  return useCallMutation(name, {
    onSuccess: ({ result }) => client.setQueryData(consentsQuery(patientId).queryKey, result),
  });
}

export const useWithdrawConsent = (patientId: number) => useConsentChange('withdraw-consent', patientId);

export const useGiveConsent = (patientId: number) => useConsentChange('give-consent', patientId);

// ---- the corrections: every key starts with CORRECTIONS_KEY, so a request sent or decided reloads every
// list of them (the patient's requests and records, the desk's list) ----

const CORRECTIONS_KEY = 'corrections';

/** The patient's requests with their outcome. */
export const myCorrectionRequestsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [CORRECTIONS_KEY, 'mine', patientId],
    queryFn: () => call('get-my-correction-requests', { patient_id: patientId }),
  });

/** The patient's bookings and lab bookings the form offers, with their values now. */
export const correctionRecordsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [CORRECTIONS_KEY, 'records', patientId],
    queryFn: () => call('get-correction-records', { patient_id: patientId }),
  });

/** The call centre's list: the waiting requests first. */
export const correctionRequestsQuery = queryOptions({
  queryKey: [CORRECTIONS_KEY, 'desk'],
  queryFn: () => call('get-correction-requests', {}),
});

export const useRequestCorrection = () => useCallMutation('request-correction', { invalidates: [[CORRECTIONS_KEY]] });

/** The desk decides: its card shows the answer at once, the list reloads after. */
export function useDecideCorrectionRequest() {
  const client = useQueryClient();
  return useCallMutation('decide-correction-request', {
    invalidates: [[CORRECTIONS_KEY]],
    onSuccess: ({ result }) =>
      client.setQueryData<DeskCorrectionRequest[]>(correctionRequestsQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}

// ---- an account's erasure (decision 0093): what /delete-account shows and its two writes, which both change
// the signed-in user too (its erasure_at), read by the patient's shell to show a waiting erasure first ----

const ERASURE_KEY = 'erasure';

export const erasureQuery = (patientId: number) =>
  queryOptions({
    queryKey: [ERASURE_KEY, patientId],
    queryFn: () => call('get-erasure', { patient_id: patientId }),
  });

export const useRequestErasure = () =>
  useCallMutation('request-erasure', { invalidates: [[ERASURE_KEY], currentUserQuery.queryKey] });

export const useCancelErasure = () =>
  useCallMutation('cancel-erasure', { invalidates: [[ERASURE_KEY], currentUserQuery.queryKey] });

// ---- the grievances: the patient's own list (/grievance) and the desk's; every key starts with
// GRIEVANCES_KEY, so a grievance sent or answered reloads both ----

const GRIEVANCES_KEY = 'grievances';

export const myGrievancesQuery = (patientId: number) =>
  queryOptions({
    queryKey: [GRIEVANCES_KEY, 'patient', patientId],
    queryFn: () => call('get-my-grievances', { patient_id: patientId }),
  });

/** The desk's list: every grievance, newest first. */
export const grievancesQuery = queryOptions({
  queryKey: [GRIEVANCES_KEY, 'desk'],
  queryFn: () => call('get-grievances', {}),
});

/** The page shows the acknowledgement itself: the list reloads behind it. */
export const useSubmitGrievance = () =>
  useCallMutation('submit-grievance', { invalidates: [[GRIEVANCES_KEY]], answerBeforeRefresh: true });

/** The desk answers a grievance: the card shows the answer at once, the lists reload after. */
export function useResolveGrievance() {
  const client = useQueryClient();
  return useCallMutation('resolve-grievance', {
    invalidates: [[GRIEVANCES_KEY]],
    onSuccess: ({ result }) =>
      client.setQueryData<DeskGrievance[]>(grievancesQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}

// ---- a copy of my data and who saw my records: the link to a copy (asked in the language the app shows,
// which the copy's readable page is written in) and the record access log of one person, a page at a time
// ("Show more" asks for the page before the last one shown) ----

/** Whose log: the account holder (null) or one of their family members. */
export type LogPerson = number | null;

export const recordAccessLogQuery = (patientId: number, memberId: LogPerson) =>
  infiniteQueryOptions({
    queryKey: ['privacy', 'record-access-log', patientId, memberId],
    queryFn: ({ pageParam }) =>
      call('get-record-access-log', {
        patient_id: patientId,
        ...(memberId === null ? {} : { family_member_id: memberId }),
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** A new link to a copy of the data; nothing on screen goes stale. */
export const useExportMyData = () => useCallMutation('export-my-data');

// ---- the notices: the patient's (the landing screen's banner) and the desk's breach notices with their
// reports ----

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

/**
 * Who was told of one breach and when: asked for at each download, never kept in the cache (it names every
 * patient told).
 */
export const useGetBreachNoticeReport = () => useCallMutation('get-breach-notice-report');
