import { useTranslation } from '../lib/i18n';
import { useOnline } from '../lib/use-online';

/**
 * A spinner that announces itself to screen readers. Offline, a screen still waiting has nothing saved on
 * the device (its answer waits for the connection), so it says that instead of spinning for ever.
 */
export function Loader({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online && !inline) {
    return (
      <div className="loader" role="status" aria-live="polite">
        <p className="state-text">{t('pwa.nothingSavedYet')}</p>
      </div>
    );
  }
  return (
    <div className={inline ? 'loader loader-inline' : 'loader'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function FullPageLoader() {
  return (
    <div className="full-page-center">
      <Loader />
    </div>
  );
}
