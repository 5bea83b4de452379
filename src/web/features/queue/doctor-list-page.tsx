// /doctor-list: the landing page of the doctor footer's home tab. A doctor sees its dashboard; a
// hospital sees its doctors (api/hospital-doctor-picker.tsx), each opening
// /doctors-dashboard?doctor_id=, unless the address names one (then that doctor's dashboard). The doctor
// it chose last is not shown here: this list is where a hospital switches doctors.
import { useSignedInUser } from '../../api/queries';
import { HospitalDoctorPicker } from '../../api/hospital-doctor-picker';
import { DashboardContent } from './dashboard-content';
import { useActingDoctor } from '../../api/acting-doctor';
import './queue.css';

export function DoctorListPage() {
  const user = useSignedInUser();
  const { named } = useActingDoctor();
  if (user?.type === 'Hospital' && !named) return <HospitalDoctorPicker />;
  return <DashboardContent />;
}
