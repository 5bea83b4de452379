// 'Offline — showing saved data': shown on every screen while the connection is down after the app
// started (starting offline shows the offline view instead). Screens keep their last answers: queries
// pause while offline (api/queries.ts, networkMode 'online') and refresh when the connection returns.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from './i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOff size={18} aria-hidden="true" />
      <span>{t('pwa.offlineBanner', { defaultValue: 'Offline — showing saved data' })}</span>
    </div>
  );
}
