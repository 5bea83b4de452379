// The iOS "Add to Home Screen" hint: iOS only, not installed, shown after 1000 ms on
// the first visits (at most 3 times), dismissed by Close or the overlay; dismissal counts the visit.
import { Share, SquarePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { TIMING } from '../../shared/constants';
import { Modal } from '../ui/modal';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

const MAX_SHOWINGS = 3;

export function IosInstallPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The root layout renders this only on iOS outside the installed app.
    const shown = Number(readStorage(STORAGE_KEYS.installVisits) ?? '0');
    if (shown >= MAX_SHOWINGS) return;
    const timer = window.setTimeout(() => setOpen(true), TIMING.installPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const close = () => {
    const shown = Number(readStorage(STORAGE_KEYS.installVisits) ?? '0');
    writeStorage(STORAGE_KEYS.installVisits, String(shown + 1));
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={t('shell.iosInstallTitle')}
      onClose={close}
      actions={
        <button type="button" className="button button-secondary" onClick={close}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('shell.iosInstallBody')}</p>
      <ol className="steps">
        <li>
          <Share size={20} aria-hidden="true" /> {t('shell.iosStep1')}
        </li>
        <li>
          <SquarePlus size={20} aria-hidden="true" /> {t('shell.iosStep2')}
        </li>
      </ol>
    </Modal>
  );
}
