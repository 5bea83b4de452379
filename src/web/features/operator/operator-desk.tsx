// /operator, the call centre's desk: its sections as tabs (Emergencies, Deliveries, Corrections, App,
// Directory, Grievances), the one chosen in the address (?desk=deliveries) so a reload or a shared link keeps
// it, beside what a section keeps there itself (the directory's lookup), which going to another section and
// back restores. Each section's code is fetched when it is first shown; a section mounts afresh each time it
// is chosen, so a list the desk hears no live events of (the deliveries, the corrections, the grievances)
// asks the server again.
import { Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { isOneOf } from '../../lib/wire-text';
import { Loader } from '../../ui/loader';
import { TabBar } from '../../ui/tab-bar';
import './operator.css';

/** The desk's sections, in the order of its tabs; the first is the bare /operator. */
export const DESK_SECTIONS = ['emergencies', 'deliveries', 'corrections', 'app', 'directory', 'grievances'] as const;
export type DeskSection = (typeof DESK_SECTIONS)[number];
/** A section's screen, fetched when it is first shown. */
export type DeskSectionViews = Record<DeskSection, LazyExoticComponent<ComponentType>>;
const FIRST: DeskSection = 'emergencies';
const DESK_PARAM = 'desk';

/** The desk is given its sections' screens: they are other areas' (app/operator-desk-sections.tsx). */
export function OperatorDesk({ sections }: { sections: DeskSectionViews }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(DESK_PARAM);
  const section = isOneOf(DESK_SECTIONS, asked) ? asked : FIRST;
  const View = sections[section];
  // What each section had in the address beside desk= (the directory's kind, city and search), so going to
  // another section and back finds it as it was left.
  const leftAt = useRef<Partial<Record<DeskSection, URLSearchParams>>>({});
  // The first section is the bare /operator; replacing keeps Back for leaving the desk.
  const choose = (next: DeskSection) => {
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
        tabs={DESK_SECTIONS.map((key) => ({ key, label: t(`operator.sections.${key}`) }))}
      >
        <Suspense fallback={<Loader />}>
          <View key={section} />
        </Suspense>
      </TabBar>
    </div>
  );
}
