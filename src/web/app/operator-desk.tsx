// /operator, the call centre's desk: its sections as tabs (Emergencies, Deliveries, Corrections, App,
// Directory, Grievances), the one chosen in the address (?desk=deliveries) so a reload or a shared link keeps
// it, beside what a section keeps there itself (the directory's lookup), which going to another section and
// back restores. Each section's code is fetched when it is first shown; a section mounts afresh each time it
// is chosen, so a list the desk hears no live events of (the deliveries, the corrections, the grievances)
// asks the server again.
import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { isOneOf } from '../lib/wire-text';
import { Loader } from '../ui/loader';
import { TabBar } from '../ui/tab-bar';

const SECTIONS = ['emergencies', 'deliveries', 'corrections', 'app', 'directory', 'grievances'] as const;
type Section = (typeof SECTIONS)[number];
const FIRST: Section = 'emergencies';
const DESK_PARAM = 'desk';

const SECTION_VIEWS: Record<Section, ReturnType<typeof lazy>> = {
  emergencies: lazy(() => import('../features/emergency/emergency-desk-page').then((m) => ({ default: m.EmergencyDeskPage }))),
  deliveries: lazy(() => import('../features/delivery/delivery-desk').then((m) => ({ default: m.DeliveryDesk }))),
  corrections: lazy(() => import('../features/privacy/correction-desk').then((m) => ({ default: m.CorrectionDesk }))),
  app: lazy(() => import('../features/reference/app-version-desk').then((m) => ({ default: m.AppVersionDesk }))),
  directory: lazy(() => import('../features/directory/directory-page').then((m) => ({ default: m.DirectoryDesk }))),
  grievances: lazy(() => import('../features/privacy/grievance-desk').then((m) => ({ default: m.GrievanceDesk }))),
};

export function OperatorDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(DESK_PARAM);
  const section = isOneOf(SECTIONS, asked) ? asked : FIRST;
  const View = SECTION_VIEWS[section];
  // What each section had in the address beside desk= (the directory's kind, city and search), so going to
  // another section and back finds it as it was left.
  const leftAt = useRef<Partial<Record<Section, URLSearchParams>>>({});
  // The first section is the bare /operator; replacing keeps Back for leaving the desk.
  const choose = (next: Section) => {
    const own = new URLSearchParams(params);
    own.delete(DESK_PARAM);
    leftAt.current[section] = own;
    const nextParams = new URLSearchParams(next === FIRST ? {} : { [DESK_PARAM]: next });
    for (const [name, value] of leftAt.current[next] ?? []) nextParams.append(name, value);
    setParams(nextParams, { replace: true });
  };
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
