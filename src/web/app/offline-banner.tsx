// 'Offline — showing saved data' and when that data was saved: shown on every screen while the
// connection is down after the app started (starting offline shows the offline view instead). Screens
// keep their last answers, kept on the device too (api/saved-data.ts): queries pause while offline
// (api/queries.ts, networkMode 'online') and refresh by themselves when the connection returns.
import { WifiOff } from 'lucide-react';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useShownDataSavedAt } from '../lib/saved-at';
import { useOnline } from '../lib/use-online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const format = useFormat();
  const online = useOnline();
  const savedAt = useShownDataSavedAt();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOff size={18} aria-hidden="true" />
      <span>
        {t('pwa.offlineBanner', { defaultValue: 'Offline — showing saved data' })}
        {savedAt !== null && (
          <span className="offline-banner-time" data-testid="saved-at">
            {t('pwa.savedAt', { when: format.dateTime(new Date(savedAt)) })}
          </span>
        )}
      </span>
    </div>
  );
}
