// First start (no language ever chosen; the shell shows this only then, app/language-choice.ts): English
// or Hindi, Hindi highlighted. Choosing switches the app to it in place (this dialog too) and stores it;
// Continue applies Hindi if nothing was chosen and closes the dialog. No reload: on a slow phone a reload
// costs the whole start again.
import { Check } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../shared/constants';
import { Modal } from '../ui/modal';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { changeLanguage, useTranslation } from '../lib/i18n';

export function LanguageModal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language | null>(null);
  const highlighted = chosen ?? DEFAULT_LANGUAGE;
  const choose = (lang: Language) => {
    setChosen(lang);
    void changeLanguage(lang);
  };
  const proceed = () => {
    if (chosen === null) void changeLanguage(DEFAULT_LANGUAGE);
    onDone();
  };
  return (
    <Modal
      open
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
