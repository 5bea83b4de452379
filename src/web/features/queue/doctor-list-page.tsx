// /doctor-list: the landing page of the doctor footer's home tab. A doctor sees its dashboard; a
// hospital sees its doctors (features/hospital/hospital-dashboard.tsx), each opening
// /doctors-dashboard?doctor_id=.
import { useSignedInUser } from '../../api/queries';
import { HospitalDashboard } from '../hospital/hospital-dashboard';
import { DashboardContent } from './dashboard-content';
import { useActingDoctorId } from './use-acting-doctor';
import './queue.css';

export function DoctorListPage() {
  const user = useSignedInUser();
  const doctorId = useActingDoctorId();
  if (user?.type === 'Hospital' && doctorId === null) return <HospitalDashboard />;
  return <DashboardContent />;
}
