// /doctors-account-setting: first_name, last_name, email and the picture, saved through edit-doctor-profile
// (fields not sent are left as they are), and the sign-in number, shown and changed by the doctor apart
// with a code (the accounts' sign-in-number.tsx); a hospital sees its doctor's number without the change.
import { useState } from 'react';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { useSignedInUser } from '../../api/query-client';
import { SignInNumberField } from '../accounts/shared/sign-in-number';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { pictureUrl } from '../../lib/picture-url';
import { NoticeLine, TextField } from '../../ui/form-field';
import { PictureField } from '../../ui/picture-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditDoctorProfile } from './doctor-settings-queries';
import { accountSettingResolver } from './doctor-settings-schemas';
import { WithDoctor } from './with-doctor';

function AccountSettingForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [image, setImage] = useState<File | null>(null);
  // A new key clears the file input once its picture is saved.
  const [pickerKey, setPickerKey] = useState(0);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useEditDoctorProfile(), {
    resolver: accountSettingResolver,
    defaultValues: { first_name: doctor.first_name, last_name: doctor.last_name, email: doctor.email },
    request: (values) => ({ doctor_id: doctor.id, ...values, ...(image ? { image } : {}) }),
    successToast: () => t('doctorSettings.saved'),
    onSuccess: () => {
      setImage(null);
      setPickerKey((k) => k + 1);
    },
  });
  const { register } = form;

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('doctorSettings.firstName')}
            autoComplete="given-name"
            error={errorOf('first_name')}
            {...register('first_name')}
          />
          <TextField
            label={t('doctorSettings.lastName')}
            autoComplete="family-name"
            error={errorOf('last_name')}
            {...register('last_name')}
          />
          <SignInNumberField
            label={t('doctorSettings.phoneNumber')}
            phone={user?.id === doctor.id ? user.phone_number : doctor.phone_number}
            holder={user?.id === doctor.id ? user : null}
          />
          <TextField
            label={t('doctorSettings.email')}
            type="email"
            autoComplete="email"
            error={errorOf('email')}
            {...register('email')}
          />
          <PictureField
            key={pickerKey}
            label={t('doctorSettings.profilePicture')}
            current={pictureUrl(doctor.image)}
            file={image}
            onChange={setImage}
          />
          <NoticeLine notice={notice} />
          <SubmitButton label={t('doctorSettings.save')} submitting={submitting} />
        </form>
      </section>
    </div>
  );
}

export function AccountSettingPage() {
  return <WithDoctor>{(doctor) => <AccountSettingForm doctor={doctor} />}</WithDoctor>;
}
