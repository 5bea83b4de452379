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

/** One list of the directory, by name: the desk's, or the hospitals, government hospitals or labs a form offers. */
export const directoryQuery = (lookup: DirectoryLookup) =>
  queryOptions({
    queryKey: [DIRECTORY_KEY, 'list', lookup.kind, lookup.city, lookup.search],
    queryFn: () => call('get-directory', lookup),
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
