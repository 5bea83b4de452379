// /hospital-setting: the hospital's own details (clinic_name, address, city, pincode, state,
// additional_phone), sent with type 'Hospital' and doctor_id = the hospital's id; the answer is the
// signed-in user, cached at once. Fees are its doctors' (their clinic settings), not the hospital's.
import { useSignedInUser } from '../../api/query-client';
import { Loader } from '../../ui/loader';
import { ClinicForm } from './clinic-form';
import './doctor-settings.css';

export function HospitalSettingPage() {
  const user = useSignedInUser();
  const detail = user?.doctor_detail ?? null;
  return (
    <div className="page-column">
      <section className="card">
        {user ? (
          <ClinicForm
            doctorId={user.id}
            type="Hospital"
            initial={{
              clinic_name: detail?.clinic_name || user.name || user.full_name,
              address: detail?.address || user.address,
              city: detail?.city || user.city,
              pincode: detail?.pincode || user.pincode,
              state: detail?.state || user.state,
              additional_phone: detail?.additional_phone || user.additional_phone,
              specialization_text: '',
              upi_id: '',
              free_follow_up_days: '0',
              free_follow_up_visits: '1',
            }}
          />
        ) : (
          <Loader />
        )}
      </section>
    </div>
  );
}
