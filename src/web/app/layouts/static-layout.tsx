// The frame of the static pages: about us and the policies (signed in), the privacy notice and contact us
// (anyone), and the patient's acceptance of the privacy notice in force (decision 0090).
import { useTranslation } from '../../lib/i18n';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../ui/language-switch';
import { useRouteHandle } from '../route-handle';
import { TopBar } from '../../ui/top-bar';

export function StaticLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <div className="shell">
      <TopBar title={handle ? t(handle.titleKey) : ''} start={{ kind: 'back' }} end={<LanguageSwitch />} />
      <main className="page" id="main">
        <Outlet />
      </main>
    </div>
  );
}
