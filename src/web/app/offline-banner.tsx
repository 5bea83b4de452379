// 'Offline — showing saved data' and when that data was saved: shown on every screen while the
// connection is down (a signed-in user started or reloaded offline sees their saved screens too, decision
// 0039; anyone else sees the offline view). Screens keep their last answers, kept on the device too
// (api/saved-data.ts): queries pause while offline (api/query-client.ts, networkMode 'online') and refresh by
// themselves when the connection returns. With token slips saved on the device, the banner opens them, as
// the offline view does.
import { WifiOff } from 'lucide-react';
import { readTokenSlips } from '../features/waiting-room/shared/token-slips';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useShownDataSavedAt } from '../lib/saved-at';
import { useOnline } from '../lib/use-online';

export function OfflineBanner({ onOpenSlips }: { onOpenSlips: () => void }) {
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
      {readTokenSlips().length > 0 && (
        <button type="button" className="offline-banner-action" onClick={onOpenSlips}>
          {t('pwa.openSlips')}
        </button>
      )}
    </div>
  );
}
