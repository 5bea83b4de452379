// /today-lab-report: the doctor's read-only view of the lab bookings it made (a hospital opens it with
// ?doctor_id=), with tests, statuses and report downloads; live lab events reload it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { doctorLabReportsQuery, useLabLiveRefresh } from './labs-queries';
import { LabReportList } from './lab-report-list';
import './labs.css';

function DoctorLabReports({ doctorId }: { doctorId: number }) {
  const { t } = useTranslation();
  const list = useQuery(doctorLabReportsQuery(doctorId));
  useLabLiveRefresh();
  return <LabReportList list={list} emptyTitle={t('labs.noDoctorLabReports')} />;
}

export function TodayLabReportPage() {
  const { doctorId } = useActingDoctor();
  if (doctorId === null) return <NoDoctorChosen />;
  return <DoctorLabReports doctorId={doctorId} />;
}
