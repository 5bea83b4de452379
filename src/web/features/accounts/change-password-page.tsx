// /doctor-change-password, /patient-change-password, /hospital-change-password: the current password and
// the new one twice; success returns to the account page of that role after a delay.
import { useChangePassword } from './accounts-queries';
import { NewPasswordForm } from './new-password-form';

type Table = 'Doctor' | 'Patient' | 'Hospital';
const ACCOUNT_PAGE: Record<Table, string> = {
  Doctor: '/doctors-account',
  Patient: '/patient-account',
  Hospital: '/hospital-account',
};

function ChangePassword({ type }: { type: Table }) {
  const change = useChangePassword();
  return (
    <div className="page-column">
      <section className="card">
        <NewPasswordForm
          askCurrent
          send={(values) => change.mutateAsync({ request: { ...values, type } })}
          next={ACCOUNT_PAGE[type]}
        />
      </section>
    </div>
  );
}

export const DoctorChangePasswordPage = () => <ChangePassword type="Doctor" />;
export const PatientChangePasswordPage = () => <ChangePassword type="Patient" />;
export const HospitalChangePasswordPage = () => <ChangePassword type="Hospital" />;
