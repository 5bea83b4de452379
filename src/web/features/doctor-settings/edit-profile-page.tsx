// /doctors-edit-profile ('Profile Editing Option'): First Name, Last Name, College, Passout Year,
// Degree / Specialization (all required) and an optional picture; prefilled from get-doctor-details;
// success returns to /doctors-account after a delay.
import { useState, type InputHTMLAttributes } from 'react';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { pictureUrl } from '../../lib/picture-url';
import { NoticeLine, TextField } from '../../ui/form-field';
import { PictureField } from '../../ui/picture-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditDoctorProfile } from './doctor-settings-queries';
import { profileResolver } from './doctor-settings-schemas';
import { WithDoctor } from './with-doctor';

function ProfileForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const { link } = useActingDoctor();
  const [image, setImage] = useState<File | null>(null);
  const own = link('/doctors-account') === '/doctors-account';
  const { form, onSubmit, errorOf, notice, submitting, done } = useCallForm(useEditDoctorProfile(), {
    resolver: profileResolver,
    defaultValues: {
      first_name: doctor.first_name,
      last_name: doctor.last_name,
      college: doctor.doctor_detail.college,
      passout_year: doctor.doctor_detail.passout_year === null ? '' : String(doctor.doctor_detail.passout_year),
      specialization_text: doctor.specialization_text,
    },
    request: (values) => ({ doctor_id: doctor.id, ...values, ...(image ? { image } : {}) }),
    successToast: () => t('doctorSettings.saved'),
    onSuccess: (_answer, { finish }) => finish(own ? '/doctors-account' : link('/doctors-dashboard')),
  });

  const text = (
    name: Parameters<typeof form.register>[0],
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => <TextField label={label} error={errorOf(name)} {...extra} {...form.register(name)} />;

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          {text('first_name', t('doctorSettings.firstName'), { autoComplete: 'given-name' })}
          {text('last_name', t('doctorSettings.lastName'), { autoComplete: 'family-name' })}
          {text('college', t('doctorSettings.college'))}
          {text('passout_year', t('doctorSettings.passoutYear'), { inputMode: 'numeric', maxLength: 4 })}
          {text('specialization_text', t('doctorSettings.specialization'))}
          <PictureField
            label={t('doctorSettings.profilePicture')}
            current={pictureUrl(doctor.image)}
            file={image}
            onChange={setImage}
          />
          <NoticeLine notice={notice} />
          <SubmitButton label={t('doctorSettings.submit')} submitting={submitting} done={done} />
        </form>
      </section>
    </div>
  );
}

export function EditProfilePage() {
  return <WithDoctor>{(doctor) => <ProfileForm doctor={doctor} />}</WithDoctor>;
}
