// The reference lists of the directory: the cities, departments and specialist categories its form offers
// and its cards name (with the specialisations and institutions the cards show), each in the reader's
// language. A city's value stays its English name, the others'
// their ids; a name the lists do not hold shows as it came.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hindiNames, referenceNamesQuery } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';

export interface Choice {
  value: string;
  label: string;
}

interface Named {
  name: string;
  name_hi: string;
}

export function useDirectoryReference() {
  const { i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const names = useQuery(referenceNamesQuery);
  const { data, isPending, isError, refetch } = names;
  return useMemo(() => {
    const label = (row: Named) => (hindi && row.name_hi) || row.name;
    const readers = hindiNames(hindi ? data : undefined);
    const departmentNames = new Map(data?.departments.map((row) => [row.id, label(row)]));
    return {
      pending: isPending,
      failed: isError,
      retry: () => void refetch(),
      cities: (data?.cities ?? []).map((row): Choice => ({ value: row.name, label: label(row) })),
      departments: (data?.departments ?? []).map((row): Choice => ({ value: String(row.id), label: label(row) })),
      categories: (data?.categories ?? []).map((row): Choice => ({ value: String(row.id), label: label(row) })),
      /** A city, a specialisation as written, a hospital's or lab's name: in the reader's language. */
      city: readers.city,
      specialisation: readers.specialisation,
      institution: readers.institution,
      /** A department by its id, in the reader's language ('' until the names arrive). */
      department: (id: number | null) => (id === null ? '' : (departmentNames.get(id) ?? '')),
    };
  }, [data, isPending, isError, refetch, hindi]);
}

export type DirectoryReference = ReturnType<typeof useDirectoryReference>;
