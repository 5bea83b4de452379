// First start (no language ever chosen): English or Hindi, Hindi highlighted; not over the TV board, which
// shows both. Choosing stores it; Continue applies Hindi if nothing was chosen, then reloads.
import { Check } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../shared/constants';
import { Modal } from '../ui/modal';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { storeLanguage, storedLanguage, useTranslation } from '../lib/i18n';

/** Screens that show both languages at once (the waiting room's TV board): nothing to choose there. */
const BOTH_LANGUAGES_PATHS = ['/queue-board'];

export function LanguageModal() {
  const { t } = useTranslation();
  const [open] = useState(() => storedLanguage() === null && !BOTH_LANGUAGES_PATHS.includes(window.location.pathname));
  const [chosen, setChosen] = useState<Language | null>(null);
  const highlighted = chosen ?? DEFAULT_LANGUAGE;
  const choose = (lang: Language) => {
    setChosen(lang);
    storeLanguage(lang);
  };
  const proceed = () => {
    if (chosen === null) storeLanguage(DEFAULT_LANGUAGE);
    window.location.reload();
  };
  return (
    <Modal
      open={open}
      title={t('shell.languageTitle')}
      onClose={proceed}
      actions={
        <button type="button" className="button button-primary button-block" onClick={proceed}>
          {t('shell.languageContinue')}
        </button>
      }
    >
      <div className="language-options" role="radiogroup" aria-label={t('shell.languageTitle')}>
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="radio"
            lang={lang}
            aria-checked={highlighted === lang}
            className={highlighted === lang ? 'language-option active' : 'language-option'}
            onClick={() => choose(lang)}
          >
            <span>{t(`languages.${lang}`)}</span>
            {highlighted === lang && <Check size={22} aria-hidden="true" />}
          </button>
        ))}
      </div>
    </Modal>
  );
}
