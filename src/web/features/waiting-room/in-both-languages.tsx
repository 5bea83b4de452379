// One text of the board in Hindi and in English, one above the other (each marked with its language, so a
// screen reader and the Devanagari font fallback know which is which).
import type { Language } from '../../../shared/constants';
import type { TFunction } from '../../lib/i18n';
import type { BothLanguages } from './both-languages';

/** Hindi first: the announcements speak Hindi first too. */
const ORDER: Language[] = ['hi', 'en'];

export function InBothLanguages({
  both,
  text,
  className,
}: {
  both: BothLanguages;
  text: (t: TFunction, lang: Language) => string;
  className?: string;
}) {
  return (
    <span className={className ? `in-both ${className}` : 'in-both'}>
      {ORDER.map((lang) => (
        <span key={lang} lang={lang} className={`in-both-${lang}`}>
          {text(both[lang], lang)}
        </span>
      ))}
    </span>
  );
}
