// /patient-lab-reports: the patient's lab bookings (of everyone they book for, or of one person), each saying
// whom it is for, with tests, statuses and report downloads. The legacy
// list never loaded; this one does (docs/decisions/0003-lab-reports-for-patients-and-doctors.md), and a
// new report shows at once through the live event.
import { useQuery } from '@tanstack/react-query';
import { PersonFilterField, usePersonParam, useWhomFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useTranslation } from '../../lib/i18n';
import { patientLabReportsQuery, useLabLiveRefresh } from './labs-queries';
import { LabReportList } from './lab-report-list';
import './labs.css';

export function PatientLabReportsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [person, setPerson] = usePersonParam();
  const whom = useWhomFor();
  const list = useQuery({ ...patientLabReportsQuery(user?.id ?? 0, person), enabled: !!user });
  useLabLiveRefresh();
  return (
    <div className="page-column">
      <PersonFilterField person={person} onChange={setPerson} />
      <LabReportList list={list} emptyTitle={t('labs.noLabReports')} whom={whom} />
    </div>
  );
}
