// /hospital-edit-profile ('Hospital Profile Editing Option'): Hospital Name, e-mail and picture
// (edit-hospital-profile), and the sign-in number, shown and changed apart with a code
// (the accounts' sign-in-number.tsx); the answer is the signed-in user, cached at once; back to the account.
import { useState } from 'react';
import type { SessionUser } from '../../../shared/contract/users';
import { useSignedInUser } from '../../api/query-client';
import { SignInNumberField } from '../accounts/shared/sign-in-number';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { pictureUrl } from '../../lib/picture-url';
import { NoticeLine, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { PictureField } from '../../ui/picture-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditHospitalProfile } from './hospital-queries';
import { hospitalProfileResolver } from './hospital-schemas';

function HospitalProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const { form, onSubmit, errorOf, notice, submitting, done } = useCallForm(useEditHospitalProfile(), {
    resolver: hospitalProfileResolver,
    defaultValues: { name: user.name || user.full_name, email: user.email },
    request: (values) => ({
      hospital_id: user.id,
      ...values,
      phone_number: user.phone_number,
      ...(image ? { image } : {}),
    }),
    successToast: () => t('doctorSettings.saved'),
    onSuccess: (_answer, { finish }) => finish('/hospital-account'),
  });
  const { register } = form;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('hospital.hospitalName')}
        autoComplete="organization"
        error={errorOf('name')}
        {...register('name')}
      />
      <SignInNumberField label={t('hospital.phoneNumber')} phone={user.phone_number} holder={user} />
      <TextField
        label={t('hospital.email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <PictureField
        label={t('doctorSettings.profilePicture')}
        current={pictureUrl(user.image)}
        file={image}
        onChange={setImage}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('doctorSettings.submit')} submitting={submitting} done={done} />
    </form>
  );
}

export function HospitalEditProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="page-column">
      <section className="card">{user ? <HospitalProfileForm user={user} /> : <Loader />}</section>
    </div>
  );
}
