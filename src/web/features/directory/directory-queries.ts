// The call centre's directory's queries and writes. Every key starts with 'directory', so a saved record
// reloads the lists (the desk's and the form's hospitals and labs) and the record itself.
import { queryOptions } from '@tanstack/react-query';
import type { DirectoryLookupKind } from '../../../shared/constants';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

const DIRECTORY_KEY = 'directory';

export interface DirectoryLookup {
  kind: DirectoryLookupKind;
  /** '' for every city. */
  city: string;
  /** '' for all; a patient's full number. */
  search: string;
}

/** One list of the directory, by name. While the next search of the same kind loads, the last one stays. */
export const directoryQuery = (lookup: DirectoryLookup) =>
  queryOptions({
    queryKey: [DIRECTORY_KEY, 'list', lookup.kind, lookup.city, lookup.search],
    queryFn: () => call('get-directory', lookup),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === lookup.kind ? previous : undefined),
  });

/** The hospitals, government hospitals or labs a form's choice offers (no placeholder: a city's own). */
export const directoryChoicesQuery = (kind: 'hospital' | 'government-hospital' | 'lab', city: string) =>
  queryOptions({
    queryKey: [DIRECTORY_KEY, 'list', kind, city, ''],
    queryFn: () => call('get-directory', { kind, city, search: '' }),
  });

export const directoryRecordQuery = (id: number) =>
  queryOptions({
    queryKey: [DIRECTORY_KEY, 'record', id],
    queryFn: () => call('get-directory-record', { id }),
  });

export const useSaveDirectoryRecord = () =>
  useCallMutation('save-directory-record', { invalidates: [[DIRECTORY_KEY]] });

/** A second operator's approval: the record and the lists show the new number or e-mail. */
export const useApproveContactChange = () =>
  useCallMutation('approve-contact-change', { invalidates: [[DIRECTORY_KEY]] });

/** A link is sent, nothing on screen changes (the record's history is asked for when opened). */
export const useSendPasswordLink = () => useCallMutation('send-password-link');
