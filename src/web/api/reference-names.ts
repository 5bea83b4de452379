// Reference data in the reader's language: the English name (the value on the wire) shown as its Hindi
// name in Hindi. Until the names arrive, or for a name the server does not know, the English one shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ResultOf } from '../../shared/contract/catalogue';
import { useTranslation } from '../lib/i18n';
import { call } from './client';

type ReferenceNames = ResultOf<'get-reference-names'>;

/** The Hindi names of cities, departments, specialist categories and lab tests (get-reference-names). */
export const referenceNamesQuery = queryOptions({
  queryKey: ['reference-names'],
  queryFn: () => call('get-reference-names', {}),
  staleTime: 60 * 60 * 1000,
});

/** A name as typed, compared without regard to case, spacing or a closing full stop. */
const plain = (text: string) => text.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase();

/** The words that join several specialisations in one doctor's text ("Cardiologist and Neurologist"). */
const JOINS = /\s*(?:,|&|\band\b)\s*/i;

/** Parts read in Hindi as a list: "क, ख और ग". */
function hindiList(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} और ${parts.at(-1)}`;
}

/** The Hindi of each reference list, and the readers built on them; every reader falls back to the English. */
export function hindiNames(data: ReferenceNames | undefined) {
  const byName = (rows: { name: string; name_hi: string }[] | undefined) =>
    new Map(rows?.map((row) => [row.name, row.name_hi]));
  const cities = byName(data?.cities);
  const degrees = byName(data?.degrees);
  const departments = byName(data?.departments);
  const institutions = byName(data?.institutions);
  const tests = new Map(data?.medical_tests.map((row) => [row.code, row.name_hi]));
  const testsByName = byName(data?.medical_tests);
  // Longest first, so "Thyroid Profile (T3, T4, TSH)" is found before a shorter name it starts with.
  const testNames = [...testsByName.keys()].sort((a, b) => b.length - a.length);
  const specialisations = new Map(data?.specialisations.map((row) => [plain(row.name), row.name_hi]));

  const specialisation = (text: string): string => {
    const whole = specialisations.get(plain(text));
    if (whole) return whole;
    const parts = text.split(JOINS).filter((part) => part.trim() !== '');
    const hindi = parts.map((part) => specialisations.get(plain(part)));
    return parts.length > 1 && hindi.every(Boolean) ? hindiList(hindi as string[]) : text;
  };

  /** A booking's tests as the server joins catalogue names ("A, B"); any other text (typed) as it is. */
  const testList = (text: string): string => {
    const found: string[] = [];
    let rest = text.trim();
    while (rest) {
      const name = testNames.find(
        (candidate) =>
          rest.startsWith(candidate) && (rest.length === candidate.length || rest.startsWith(', ', candidate.length)),
      );
      if (!name) return text;
      found.push(testsByName.get(name) || name);
      rest = rest.slice(name.length + 2);
    }
    return found.length ? found.join(', ') : text;
  };

  return {
    city: (name: string) => cities.get(name) || name,
    /** A catalogue test by its code, or by its English name when no code is at hand. */
    test: (codeOrName: string, english = codeOrName) => tests.get(codeOrName) || testsByName.get(english) || english,
    testList,
    degree: (name: string) => degrees.get(name) || name,
    department: (name: string) => departments.get(name) || name,
    specialisation,
    /** A hospital's, government hospital's or lab's name (a hospital doctor's clinic is its hospital). */
    institution: (name: string) => institutions.get(name) || name,
  };
}

export type NameReaders = ReturnType<typeof hindiNames>;

export function useReferenceNames(): NameReaders {
  const { i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const { data } = useQuery({ ...referenceNamesQuery, enabled: hindi });
  return useMemo(() => hindiNames(hindi ? data : undefined), [data, hindi]);
}
