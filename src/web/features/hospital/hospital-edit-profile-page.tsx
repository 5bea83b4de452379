// /hospital-edit-profile ('Hospital Profile Editing Option'): Hospital Name, phone number, e-mail and
// picture (edit-hospital-profile); the answer is the signed-in user, cached at once; back to the account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/contract/users';
import { call } from '../../api/client';
import { useSetCurrentUser, useSignedInUser } from '../../api/queries';
import { useTranslation } from '../../lib/i18n';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { fieldError } from '../../ui/form-errors';
import { PictureField } from '../../ui/picture-field';
import { pictureUrl } from '../../lib/picture-url';
import { hospitalProfileResolver, type HospitalProfileValues } from './hospital-profile-schema';
import { useSave } from '../../ui/use-save';
import { SubmitButton } from '../../ui/submit-button';

const FIELDS = ['name', 'phone_number', 'email'] as const;

function HospitalProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HospitalProfileValues>({
    resolver: hospitalProfileResolver,
    defaultValues: { name: user.name || user.full_name, phone_number: user.phone_number, email: user.email },
  });
  const { save, failure, done } = useSave(setError, FIELDS, '/hospital-account');

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const payload = { hospital_id: user.id, ...values, ...(image ? { image } : {}) };
      await setCurrentUser(await call('edit-hospital-profile', payload));
    }),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField label={t('hospital.hospitalName')} autoComplete="organization" error={fieldError(t, errors.name?.message)} {...register('name')} />
      <PhoneField
        label={t('hospital.phoneNumber')}
        maxLength={10}
        error={fieldError(t, errors.phone_number?.message)}
        {...register('phone_number')}
      />
      <TextField label={t('hospital.email')} type="email" autoComplete="email" error={fieldError(t, errors.email?.message)} {...register('email')} />
      <PictureField label={t('doctorSettings.profilePicture')} current={pictureUrl(user.image)} file={image} onChange={setImage} />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <SubmitButton label={t('doctorSettings.submit')} submitting={isSubmitting} done={done} />
    </form>
  );
}

export function HospitalEditProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="page-column">
      <section className="card">
        {user ? <HospitalProfileForm user={user} /> : <Loader />}
      </section>
    </div>
  );
}
