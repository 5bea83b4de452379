// /operator, the call centre's desk: its sections as tabs (Emergencies, Deliveries, App, Directory), the one chosen
// in the address (?desk=deliveries) so a reload or a shared link keeps it. Each section's code is fetched
// when it is first shown; a section mounts afresh each time it is chosen, so a list without live events
// (the deliveries) asks the server again.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { isOneOf } from '../lib/wire-text';
import { Loader } from '../ui/loader';
import { TabBar } from '../ui/tab-bar';

const SECTIONS = ['emergencies', 'deliveries', 'app', 'directory'] as const;
type Section = (typeof SECTIONS)[number];
const FIRST: Section = 'emergencies';
const DESK_PARAM = 'desk';

const SECTION_VIEWS: Record<Section, ReturnType<typeof lazy>> = {
  emergencies: lazy(() => import('../features/emergency/emergency-desk-page').then((m) => ({ default: m.EmergencyDeskPage }))),
  deliveries: lazy(() => import('../features/delivery/delivery-desk').then((m) => ({ default: m.DeliveryDesk }))),
  app: lazy(() => import('../features/reference/app-version-desk').then((m) => ({ default: m.AppVersionDesk }))),
  directory: lazy(() => import('../features/directory/directory-page').then((m) => ({ default: m.DirectoryDesk }))),
};

export function OperatorDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(DESK_PARAM);
  const section = isOneOf(SECTIONS, asked) ? asked : FIRST;
  const View = SECTION_VIEWS[section];
  // The first section is the bare /operator; replacing keeps Back for leaving the desk.
  const choose = (next: Section) => setParams(next === FIRST ? {} : { [DESK_PARAM]: next }, { replace: true });
  return (
    <div className="page-wide desk-tabs">
      <TabBar
        label={t('operator.sections.label')}
        active={section}
        onChange={choose}
        tabs={SECTIONS.map((key) => ({ key, label: t(`operator.sections.${key}`) }))}
      >
        <Suspense fallback={<Loader />}>
          <View key={section} />
        </Suspense>
      </TabBar>
    </div>
  );
}
