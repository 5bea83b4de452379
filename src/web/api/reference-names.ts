// Reference data in the reader's language: the English name (the value on the wire) shown as its Hindi
// name in Hindi. Until the names arrive, or for a name the server does not know, the English one shows.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../lib/i18n';
import { referenceNamesQuery } from './queries';

export function useReferenceNames() {
  const { i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const { data } = useQuery({ ...referenceNamesQuery, enabled: hindi });
  return useMemo(() => {
    const cities = new Map(data?.cities.map((row) => [row.name, row.name_hi]));
    const departments = new Map(data?.departments.map((row) => [row.name, row.name_hi]));
    const tests = new Map(data?.medical_tests.map((row) => [row.code, row.name_hi]));
    const testsByName = new Map(data?.medical_tests.map((row) => [row.name, row.name_hi]));
    return {
      city: (name: string) => (hindi && cities.get(name)) || name,
      /** A department by its English name. */
      department: (name: string) => (hindi && departments.get(name)) || name,
      /** A catalogue test by its code, or by its English name when no code is at hand. */
      test: (codeOrName: string, english = codeOrName) => (hindi && (tests.get(codeOrName) ?? testsByName.get(english))) || english,
    };
  }, [data, hindi]);
}
