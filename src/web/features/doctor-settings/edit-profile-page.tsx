// /doctors-edit-profile ('Profile Editing Option'): First Name, Last Name, College, Passout Year,
// Degree / Specialization (all required) and an optional picture; prefilled from get-doctor-details;
// success returns to /doctors-account after a delay.
import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { callWithMessage } from '../../api/client';
import { useTranslation } from '../../lib/i18n';
import { FormNotice, TextField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';
import { useActingDoctor } from '../../api/acting-doctor';
import { PictureField } from '../../ui/picture-field';
import { pictureUrl } from '../../lib/picture-url';
import { useAfterDoctorSave } from './settings-queries';
import { profileResolver, type ProfileValues } from './settings-schemas';
import { useSave } from '../../ui/use-save';
import { WithDoctor } from './with-doctor';
import { SubmitButton } from '../../ui/submit-button';

const FIELDS = ['first_name', 'last_name', 'college', 'passout_year', 'specialization_text'] as const;

function ProfileForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const { link } = useActingDoctor();
  const afterSave = useAfterDoctorSave();
  const [image, setImage] = useState<File | null>(null);
  const own = link('/doctors-account') === '/doctors-account';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: profileResolver,
    defaultValues: {
      first_name: doctor.first_name,
      last_name: doctor.last_name,
      college: doctor.doctor_detail.college,
      passout_year: doctor.doctor_detail.passout_year === null ? '' : String(doctor.doctor_detail.passout_year),
      specialization_text: doctor.specialization_text,
    },
  });
  const { save, failure, done } = useSave(setError, FIELDS, own ? '/doctors-account' : link('/doctors-dashboard'));

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const payload = { doctor_id: doctor.id, ...values, ...(image ? { image } : {}) };
      const { result } = await callWithMessage('edit-doctor-profile', payload);
      await afterSave(result);
    }),
  );

  const text = (name: (typeof FIELDS)[number], label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField label={label} error={fieldError(t, errors[name]?.message)} {...extra} {...register(name)} />
  );

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          {text('first_name', t('doctorSettings.firstName'), { autoComplete: 'given-name' })}
          {text('last_name', t('doctorSettings.lastName'), { autoComplete: 'family-name' })}
          {text('college', t('doctorSettings.college'))}
          {text('passout_year', t('doctorSettings.passoutYear'), { inputMode: 'numeric', maxLength: 4 })}
          {text('specialization_text', t('doctorSettings.specialization'))}
          <PictureField label={t('doctorSettings.profilePicture')} current={pictureUrl(doctor.image)} file={image} onChange={setImage} />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <SubmitButton label={t('doctorSettings.submit')} submitting={isSubmitting} done={done} />
        </form>
      </section>
    </div>
  );
}

export function EditProfilePage() {
  return <WithDoctor>{(doctor) => <ProfileForm doctor={doctor} />}</WithDoctor>;
}
