// /doctors-account-setting: first_name, last_name, phone_number, email and the picture, saved through
// edit-doctor-profile (fields not sent are left as they are).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { callWithMessage } from '../../api/client';
import { useTranslation } from '../../lib/i18n';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';
import { PictureField } from '../../ui/picture-field';
import { pictureUrl } from '../../lib/picture-url';
import { useAfterDoctorSave } from './settings-queries';
import { accountSettingResolver, type AccountSettingValues } from './settings-schemas';
import { useSave } from '../../ui/use-save';
import { WithDoctor } from './with-doctor';
import { SubmitButton } from '../../ui/submit-button';

const FIELDS = ['first_name', 'last_name', 'phone_number', 'email'] as const;

function AccountSettingForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const afterSave = useAfterDoctorSave();
  const [image, setImage] = useState<File | null>(null);
  // A new key clears the file input once its picture is saved.
  const [pickerKey, setPickerKey] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountSettingValues>({
    resolver: accountSettingResolver,
    defaultValues: { first_name: doctor.first_name, last_name: doctor.last_name, phone_number: doctor.phone_number, email: doctor.email },
  });
  const { save, failure } = useSave(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const payload = { doctor_id: doctor.id, ...values, ...(image ? { image } : {}) };
      const { result } = await callWithMessage('edit-doctor-profile', payload);
      await afterSave(result);
      setImage(null);
      setPickerKey((k) => k + 1);
    }),
  );

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField label={t('doctorSettings.firstName')} autoComplete="given-name" error={fieldError(t, errors.first_name?.message)} {...register('first_name')} />
          <TextField label={t('doctorSettings.lastName')} autoComplete="family-name" error={fieldError(t, errors.last_name?.message)} {...register('last_name')} />
          <PhoneField
            label={t('doctorSettings.phoneNumber')}
            maxLength={10}
            error={fieldError(t, errors.phone_number?.message)}
            {...register('phone_number')}
          />
          <TextField label={t('doctorSettings.email')} type="email" autoComplete="email" error={fieldError(t, errors.email?.message)} {...register('email')} />
          <PictureField key={pickerKey} label={t('doctorSettings.profilePicture')} current={pictureUrl(doctor.image)} file={image} onChange={setImage} />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <SubmitButton label={t('doctorSettings.save')} submitting={isSubmitting} />
        </form>
      </section>
    </div>
  );
}

export function AccountSettingPage() {
  return <WithDoctor>{(doctor) => <AccountSettingForm doctor={doctor} />}</WithDoctor>;
}
