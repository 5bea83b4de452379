// /doctor-list: the landing page of the doctor footer's home tab. A doctor sees its dashboard; a
// hospital sees its doctors (features/hospital/hospital-dashboard.tsx), each opening
// /doctors-dashboard?doctor_id=, unless the address names one (then that doctor's dashboard). The doctor
// it chose last is not shown here: this list is where a hospital switches doctors.
import { useSignedInUser } from '../../api/queries';
import { HospitalDashboard } from '../hospital/hospital-dashboard';
import { DashboardContent } from './dashboard-content';
import { useActingDoctor } from './use-acting-doctor';
import './queue.css';

export function DoctorListPage() {
  const user = useSignedInUser();
  const { named } = useActingDoctor();
  if (user?.type === 'Hospital' && !named) return <HospitalDashboard />;
  return <DashboardContent />;
}
