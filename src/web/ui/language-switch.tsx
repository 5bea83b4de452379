// The language switch of the headers: English / हिन्दी, applied in place and remembered.
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES } from '../../shared/constants';
import { changeLanguage, useTranslation } from '../lib/i18n';
import { isLanguage } from '../lib/stored-language';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-switch${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <Languages size={18} aria-hidden="true" className="language-switch-icon" />
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
