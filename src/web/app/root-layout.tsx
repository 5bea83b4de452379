// Wraps every route: the page title, a progress bar while a route loads, the offline banner, toasts, the
// iOS install hint.
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { IosInstallPrompt } from './ios-install-prompt';
import { OfflineBanner } from './offline-banner';
import { useRouteHandle } from './route-handle';
import { Toaster } from '../lib/toasts';

export function RootLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const title = handle ? t(handle.titleKey) : '';
  useEffect(() => {
    const app = t('common.appName');
    document.title = title && title !== app ? `${title} · ${app}` : app;
  }, [title, t]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />}
      <OfflineBanner />
      <Outlet />
      <Toaster />
      <IosInstallPrompt />
      <ScrollRestoration />
    </>
  );
}
