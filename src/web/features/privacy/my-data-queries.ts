// A copy of my data and who saw my records: the link to a copy (export-my-data, asked in the language the app
// shows, which the copy's readable page is written in) and the record access log of one person, a page at a
// time (get-record-access-log; "Show more" asks for the page before the last one shown).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

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
