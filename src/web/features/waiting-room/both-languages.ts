// The board speaks to everyone in the hall at once, so it shows English and Hindi together whatever the
// app's language is: both languages' texts are loaded beside each other.
import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/constants';
import { loadTranslator, useTranslation, type TFunction } from '../../lib/i18n';

export type BothLanguages = Record<Language, TFunction>;

/** Both translations, or null while they load. If one cannot load (offline), the app's language stands in. */
export function useBothLanguages(): BothLanguages | null {
  const { t } = useTranslation();
  const [both, setBoth] = useState<BothLanguages | null>(null);
  useEffect(() => {
    let active = true;
    const load = (lang: Language) => loadTranslator(lang).catch(() => t);
    void Promise.all([load('en'), load('hi')]).then(([en, hi]) => {
      if (active) setBoth({ en, hi });
    });
    return () => {
      active = false;
    };
  }, [t]);
  return both;
}
