// Wraps every route: the page title, a progress bar while the next route loads, the offline banner (and
// the token slips saved on the device, which it opens in the screen's place), toasts, the iOS install hint
// (its own chunk, fetched only on an iPhone or iPad not yet installed: it waits a second before showing
// anyway, and everyone else's first download does not carry it). The slips' view is fetched when opened.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { isIos, isStandalone } from '../lib/install';
import { FullPageLoader } from '../ui/loader';
import { OfflineBanner } from './offline-banner';
import { useRouteHandle } from './route-handle';
import { Toaster } from '../lib/toasts';

const IosInstallPrompt = lazy(() =>
  import('./ios-install-prompt').then((module) => ({ default: module.IosInstallPrompt })),
);
const SavedSlipsView = lazy(() => import('./shell-views').then((module) => ({ default: module.SavedSlipsView })));

export function RootLayout({ loading, children }: { loading: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : '';
  const [slipsShown, setSlipsShown] = useState(false);
  useEffect(() => {
    const app = t('common.appName');
    document.title = title && title !== app ? `${title} · ${app}` : app;
  }, [title, t]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {loading && <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />}
      <OfflineBanner onOpenSlips={() => setSlipsShown(true)} />
      {slipsShown ? (
        <Suspense fallback={<FullPageLoader />}>
          <SavedSlipsView onBack={() => setSlipsShown(false)} />
        </Suspense>
      ) : (
        children
      )}
      <Toaster />
      {isIos() && !isStandalone() && (
        <Suspense fallback={null}>
          <IosInstallPrompt />
        </Suspense>
      )}
    </>
  );
}
