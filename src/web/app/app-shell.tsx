// The app shell (docs/wire-api.md "Routes"): one of three views. Offline (the browser was offline at
// start, read once, and no signed-in user is known on the device: a known one opens their saved screens,
// decision 0039), maintenance (the version call says the app is not live and the test flag is off; never
// on the call centre's desk), or the normal view: the loader while the version check runs (none offline),
// then the router; the new-version modal and the first-start language modal.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { loadOtherScreensTexts, useTranslation } from '../lib/i18n';
import { TIMING } from '../../shared/constants';
import type { ResultOf } from '../../shared/contract/catalogue';
import { FullPageLoader } from '../ui/loader';
import { Modal } from '../ui/modal';
import { isStandalone } from '../lib/install';
import { needsLanguageChoice } from './language-choice';
import { AppRouter } from './route-view';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

type AppVersion = ResultOf<'version'>;
type Phase = 'checking' | 'maintenance' | 'ready' | 'reloading';

/**
 * The call centre's desk and its sign-in stay open in maintenance: the desk is where the app is set live
 * again. (Maintenance is a view, not a lock: the server answers every call either way.)
 */
const OPEN_IN_MAINTENANCE = ['/operator', '/operator-login'];

/** Decides the view from the version answer and keeps the stored version up to date. */
export function applyVersion(result: AppVersion, onNewVersion: () => void): Phase {
  const testMode = readStorage(STORAGE_KEYS.testMode) === 'true';
  if (result.app_process !== 'live' && !testMode && !OPEN_IN_MAINTENANCE.includes(window.location.pathname))
    return 'maintenance';
  const serverVersion = testMode ? result.test_version : result.version;
  const stored = readStorage(STORAGE_KEYS.version);
  if (stored === serverVersion) return 'ready';
  writeStorage(STORAGE_KEYS.version, serverVersion);
  // A first visit just stores the version.
  if (stored === null) return 'ready';
  if (isStandalone()) {
    window.setTimeout(onNewVersion, TIMING.newVersionModalDelayMs);
    return 'ready';
  }
  window.location.reload();
  return 'reloading';
}

interface AppShellProps {
  offlineView: boolean;
  /** The version call, started before the texts finished loading. Null when offline. */
  versionCheck: Promise<AppVersion> | null;
}

/** The first start's language dialog; main.tsx starts loading it with the first screen when it will be asked. */
export const loadLanguageModal = () => import('./language-modal');
const LanguageModal = lazy(() => loadLanguageModal().then((module) => ({ default: module.LanguageModal })));
/**
 * A whole-screen view, fetched only when the shell shows it (offline, from the worker's cache), with the
 * other screens' texts, which hold its texts; if they cannot be loaded the offline view shows its defaults.
 */
function shellView(name: 'OfflineView' | 'MaintenanceView') {
  return lazy(async () => {
    const [views] = await Promise.all([import('./shell-views'), loadOtherScreensTexts().catch(() => undefined)]);
    return { default: views[name] };
  });
}
const OfflineView = shellView('OfflineView');
const MaintenanceView = shellView('MaintenanceView');

export function AppShell({ offlineView, versionCheck }: AppShellProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(versionCheck ? 'checking' : 'ready');
  const [newVersion, setNewVersion] = useState(false);
  // Decided once: choosing a language stores it at once, and the dialog stays till Continue.
  const [askLanguage, setAskLanguage] = useState(needsLanguageChoice);
  useEffect(() => {
    if (!versionCheck) return;
    let active = true;
    // The switch to the routed area renders the whole first screen: as a transition it yields to the
    // browser every few milliseconds instead of holding a slow phone's main thread.
    const show = (next: Phase) => active && startTransition(() => setPhase(next));
    versionCheck.then(
      (result) => show(applyVersion(result, () => setNewVersion(true))),
      // A failed version check just hides the loader.
      () => show('ready'),
    );
    return () => {
      active = false;
    };
  }, [versionCheck]);

  if (offlineView || phase === 'maintenance') {
    return <Suspense fallback={<FullPageLoader />}>{offlineView ? <OfflineView /> : <MaintenanceView />}</Suspense>;
  }
  // The normal view shows the loader while the version check runs; the first-start language modal does
  // not wait for it, so a new user can choose a language while the app checks.
  return (
    <>
      {phase === 'ready' ? <AppRouter /> : <FullPageLoader />}
      <Modal
        open={newVersion}
        title={t('shell.newVersionTitle')}
        onClose={() => setNewVersion(false)}
        actions={
          <a href="/home" className="button button-primary" onClick={() => window.location.assign('/home')}>
            {t('shell.update')}
          </a>
        }
      >
        <p>{t('shell.newVersionBody')}</p>
      </Modal>
      {askLanguage && (
        <Suspense fallback={null}>
          <LanguageModal onDone={() => setAskLanguage(false)} />
        </Suspense>
      )}
    </>
  );
}
