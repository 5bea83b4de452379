// The shell's whole-screen views (docs/wire-api.md "Routes"): offline at start with no signed-in user known on the
// device (a known one opens their saved screens instead), and maintenance; and the token slips saved on
// the device (features/waiting-room/shared/token-slips.ts), the offline view's one way out and the offline banner's too. The
// offline view starts the app by itself when the connection returns ("Try again" does the same at once).
import { ReceiptText, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { MaintenancePicture, OfflinePicture } from '../ui/pictures';
import { TokenSlipList } from './token-slip-list';
import { readTokenSlips } from '../features/waiting-room/shared/token-slips';

/** The token slips saved on the device, to show or print at the counter; Back returns to where the reader was. */
export function SavedSlipsView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [slips] = useState(readTokenSlips);
  return (
    <main className="page full-page-center shell-view" id="main" data-view="token-slips">
      <section className="card state-block token-slips-view">
        <h1 className="state-title">{t('pwa.savedSlips', { defaultValue: 'Saved token slips' })}</h1>
        <p className="state-text no-print">
          {t('pwa.slipsNote', { defaultValue: 'Saved on this device when you booked. Show this at the counter.' })}
        </p>
        <TokenSlipList slips={slips} />
        <button type="button" className="button button-primary button-block no-print" onClick={onBack}>
          {t('common.back', { defaultValue: 'Back' })}
        </button>
      </section>
    </main>
  );
}

export function OfflineView() {
  const { t } = useTranslation();
  const [slipsShown, setSlipsShown] = useState(false);
  useEffect(() => {
    const restart = () => window.location.reload();
    window.addEventListener('online', restart);
    return () => window.removeEventListener('online', restart);
  }, []);
  if (slipsShown) return <SavedSlipsView onBack={() => setSlipsShown(false)} />;
  return (
    <main className="page full-page-center shell-view" id="main" data-view="offline">
      <section className="card state-block">
        <OfflinePicture />
        <h1 className="state-title">
          {t('shell.offlineTitle', { defaultValue: "Oops! It seems you don't have an Internet connection." })}
        </h1>
        <p className="state-text">
          {/* The product's name in the reader's language ("पर्ची ऐप", as the header says). */}
          {t('shell.offlineBody', {
            product: t('common.appName', { defaultValue: 'Parchee' }),
            defaultValue: 'Please connect to Internet to use the Parchee App.',
          })}
        </p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          <RotateCw size={18} aria-hidden="true" />
          {t('common.retry', { defaultValue: 'Try again' })}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setSlipsShown(true)}>
          <ReceiptText size={18} aria-hidden="true" />
          {t('pwa.openSlips', { defaultValue: 'My saved token slips' })}
        </button>
      </section>
    </main>
  );
}

export function MaintenanceView() {
  const { t } = useTranslation();
  return (
    <main className="page full-page-center shell-view" id="main" data-view="maintenance">
      <section className="card state-block">
        <MaintenancePicture />
        <h1 className="state-title">{t('shell.maintenanceTitle')}</h1>
        <p className="state-text">{t('shell.maintenanceBody')}</p>
      </section>
    </main>
  );
}
