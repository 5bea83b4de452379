// /doctor-list: the landing page of the doctor footer's home tab. A hospital sees its doctors
// (the hospital's hospital-doctor-picker.tsx), each opening /doctors-dashboard?doctor_id=; this list is where it
// switches doctors (the doctor it chose last is not shown here). Anyone else here (a doctor landing, or a
// hospital whose address names a doctor) goes on to /doctors-dashboard, titled as what it shows
// (decision 0040).
import { Navigate, useLocation } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { HospitalDoctorPicker } from '../hospital/shared/hospital-doctor-picker';
import { useActingDoctor } from '../hospital/shared/acting-doctor';

export function DoctorListPage() {
  const user = useSignedInUser();
  const { search } = useLocation();
  const { named } = useActingDoctor();
  if (user?.type === 'Hospital' && !named) return <HospitalDoctorPicker />;
  return <Navigate to={`/doctors-dashboard${search}`} replace />;
}
