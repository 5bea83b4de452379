// /patient-edit-profile: full_name, email, age and address, prefilled, and
// the sign-in number, shown and changed apart with a code (the accounts' sign-in-number.tsx). The answer is the
// signed-in user: it replaces the cached one, then back to /patient-account.
import type { SessionUser } from '../../../shared/contract/users';
import { useSignedInUser } from '../../api/query-client';
import { SignInNumberField } from '../accounts/shared/sign-in-number';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { NoticeLine, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { useEditPatientProfile } from './patient-account-queries';
import { profileResolver } from './patient-account-schemas';

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
    done,
  } = useCallForm(useEditPatientProfile(), {
    resolver: profileResolver,
    defaultValues: {
      full_name: user.full_name,
      email: user.email,
      age: user.age === null ? '' : String(user.age),
      address: user.address,
    },
    // The number the profile call takes is the account's own: it is changed apart.
    request: (values) => ({ ...values, phone_number: user.phone_number, patient_id: user.id }),
    successToast: () => t('doctorSettings.saved'),
    onSuccess: (_answer, { finish }) => finish('/patient-account'),
  });
  const { register } = form;
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <TextField
        label={t('patientCare.profile.fullName')}
        autoComplete="name"
        error={err('full_name')}
        {...register('full_name')}
      />
      <SignInNumberField label={t('patientCare.phone')} phone={user.phone_number} holder={user} />
      <TextField
        label={t('patientCare.profile.email')}
        type="email"
        autoComplete="email"
        error={err('email')}
        {...register('email')}
      />
      <TextField label={t('patientCare.profile.age')} inputMode="numeric" error={err('age')} {...register('age')} />
      <TextField
        label={t('patientCare.address')}
        autoComplete="street-address"
        error={err('address')}
        {...register('address')}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('patientCare.profile.submit')} submitting={submitting} done={done} />
    </form>
  );
}

export function PatientEditProfilePage() {
  const user = useSignedInUser();
  return <div className="page-column">{user ? <ProfileForm user={user} /> : <Loader />}</div>;
}
