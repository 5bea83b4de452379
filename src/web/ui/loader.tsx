import { useTranslation } from '../lib/i18n';

/** A spinner that announces itself to screen readers. */
export function Loader({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
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
