// The call centre's shell: the screen's title with the operator's name, the language and a logout icon; no
// footer tabs (the desk is one screen), and room for a wide list on a desktop (.page-wide).
import { useSignedInUser } from '../../api/query-client';
import { displayName } from '../../lib/display-name';
import { useTranslation } from '../../lib/i18n';
import { useRouteHandle } from '../route-handle';
import { StaffShell } from './staff-shell';

export function OperatorLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const user = useSignedInUser();
  return <StaffShell title={handle ? t(handle.titleKey) : ''} subtitle={displayName(user)} start={{ kind: 'none' }} />;
}
