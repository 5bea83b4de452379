// /patient-edit-profile: full_name, phone_number, email, age and address, prefilled (spec part 2 sections
// 2 and 5). The answer is the signed-in user: it replaces the cached one, then back to /patient-account.
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/contract/users';
import { call } from '../../api/client';
import { useSetCurrentUser, useSignedInUser } from '../../api/queries';
import { useTranslation } from '../../lib/i18n';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { fieldError } from '../../ui/form-errors';
import { useSave } from '../../ui/use-save';
import { PROFILE_FIELDS, profileResolver, type ProfileFields, type ProfileValues } from './profile-schema';
import { SubmitButton } from '../../ui/submit-button';

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: profileResolver,
    defaultValues: {
      full_name: user.full_name,
      phone_number: user.phone_number,
      email: user.email,
      age: user.age === null ? '' : String(user.age),
      address: user.address,
    },
  });
  const { save, failure, done } = useSave(setError, PROFILE_FIELDS, '/patient-account');

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      await setCurrentUser(await call('edit-patient-profile', { ...values, patient_id: user.id }));
    }),
  );

  const err = (field: keyof ProfileFields) => fieldError(t, errors[field]?.message);
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <TextField label={t('patientCare.profile.fullName')} autoComplete="name" error={err('full_name')} {...register('full_name')} />
      <PhoneField label={t('patientCare.phone')} error={err('phone_number')} {...register('phone_number')} />
      <TextField label={t('patientCare.profile.email')} type="email" autoComplete="email" error={err('email')} {...register('email')} />
      <TextField label={t('patientCare.profile.age')} inputMode="numeric" error={err('age')} {...register('age')} />
      <TextField label={t('patientCare.address')} autoComplete="street-address" error={err('address')} {...register('address')} />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <SubmitButton label={t('patientCare.profile.submit')} submitting={isSubmitting} done={done} />
    </form>
  );
}

export function PatientEditProfilePage() {
  const user = useSignedInUser();
  return <div className="page-column">{user ? <ProfileForm user={user} /> : <Loader />}</div>;
}
