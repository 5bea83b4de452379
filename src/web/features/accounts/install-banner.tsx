// The banner offering to install the app (home and lab login), shown only when the browser offers
// installation and the app is not already installed.
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { promptInstall, useCanInstall } from '../../lib/install';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';
import { LogoMark } from '../../ui/pictures';

export function InstallBanner() {
  const { t } = useTranslation();
  const canInstall = useCanInstall();
  const [dismissed, setDismissed] = useState(() => readStorage(STORAGE_KEYS.installDismissed) === 'true');
  if (!canInstall || dismissed) return null;
  return (
    <aside className="install-banner" aria-label={t('shell.installTitle')}>
      <LogoMark size={40} />
      <div className="install-banner-text">
        <p className="install-banner-title">{t('shell.installTitle')}</p>
        <p>{t('shell.installBody')}</p>
      </div>
      <button type="button" className="button button-primary button-small" onClick={() => void promptInstall()}>
        <Download size={18} aria-hidden="true" />
        {t('shell.install')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.notNow')}
        onClick={() => {
          // Hidden for this browser until it offers installation in a new session.
          writeStorage(STORAGE_KEYS.installDismissed, 'true');
          setDismissed(true);
        }}
      >
        <X size={20} aria-hidden="true" />
      </button>
    </aside>
  );
}
