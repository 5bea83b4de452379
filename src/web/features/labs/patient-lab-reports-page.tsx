// /patient-lab-reports: the patient's lab bookings with tests, statuses and report downloads. The legacy
// list never loaded; this one does (docs/decisions/0003-lab-reports-for-patients-and-doctors.md), and a
// new report shows at once through the live event.
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../api/queries';
import { useTranslation } from '../../lib/i18n';
import { patientLabReportsQuery, useLabLiveRefresh } from './lab-queries';
import { LabReportList } from './lab-report-list';
import './labs.css';

export function PatientLabReportsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const list = useQuery({ ...patientLabReportsQuery(user?.id ?? 0), enabled: !!user });
  useLabLiveRefresh();
  return <LabReportList list={list} emptyTitle={t('labs.noLabReports')} />;
}
