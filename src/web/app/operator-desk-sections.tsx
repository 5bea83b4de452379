// The operator desk's sections (features/operator/operator-desk.tsx draws their tabs): each is a screen of
// the area that owns its calls, fetched when it is first shown. The table is here, above the features, and
// not in features/operator/: a feature never imports another, and lint holds a lazy import() to that too.
import { lazy } from 'react';
import { OperatorDesk, type DeskSectionViews } from '../features/operator/operator-desk';

const SECTION_VIEWS: DeskSectionViews = {
  emergencies: lazy(() =>
    import('../features/emergency/emergency-desk-page').then((m) => ({ default: m.EmergencyDeskPage })),
  ),
  deliveries: lazy(() => import('../features/delivery/delivery-desk').then((m) => ({ default: m.DeliveryDesk }))),
  corrections: lazy(() => import('../features/privacy/correction-desk').then((m) => ({ default: m.CorrectionDesk }))),
  app: lazy(() => import('../features/operator/app-version-desk').then((m) => ({ default: m.AppVersionDesk }))),
  directory: lazy(() => import('../features/directory/directory-page').then((m) => ({ default: m.DirectoryDesk }))),
  grievances: lazy(() => import('../features/privacy/grievance-desk').then((m) => ({ default: m.GrievanceDesk }))),
};

/** /operator. */
export function OperatorDeskPage() {
  return <OperatorDesk sections={SECTION_VIEWS} />;
}
