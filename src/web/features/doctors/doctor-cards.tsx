// The doctor cards of the patient home and the specialist list: picture (or the default), "Dr." name,
// specialization, clinic and the "book an appointment" link. Registered doctors open their profile;
// unregistered ones open the unregistered-doctor booking, each with the navigation state the booking screens read
// (and an unregistered doctor's timing besides, which tells its booking form when today's hours end).
import { ChevronRight, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { DoctorCard } from '../../../shared/contract/doctors';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { DoctorPicture } from '../../ui/pictures';
import { doctorFullName } from '../../lib/booking-text';

function linkOf(doctor: DoctorCard): { to: string; state: Record<string, unknown> } {
  if (doctor.type === 'unregistered') {
    return {
      to: '/unregistered-doctor-booking',
      state: {
        doctor_name: doctorFullName(doctor),
        doctor_id: doctor.id,
        address: doctor.address,
        registration_fees: doctor.registration_fees,
        fees: doctor.fees,
        doctor_sitting: doctor.doctor_sitting,
        timing: doctor.doctor_detail.timing,
      },
    };
  }
  // The profile reads the doctor itself (get-single-doctor), as when opened from its address.
  return { to: `/patient-doctor-profile?doctor_id=${doctor.id}`, state: { doctor_id: doctor.id } };
}

export function DoctorCardItem({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const { to, state } = linkOf(doctor);
  const name = t('common.doctorName', { name: doctorFullName(doctor) });
  return (
    <li className="card doctor-card">
      {doctor.image ? (
        <img
          src={doctor.image.startsWith('/') ? doctor.image : `/files/${doctor.image}`}
          alt=""
          className="doctor-card-image"
          width={64}
          height={64}
        />
      ) : (
        <DoctorPicture size={64} className="doctor-card-image" />
      )}
      <div className="doctor-card-body">
        <h3 className="doctor-card-name">{name}</h3>
        {doctor.specialization_text && (
          <p className="doctor-card-line">
            <Stethoscope size={16} aria-hidden="true" /> {names.specialisation(doctor.specialization_text)}
          </p>
        )}
        {doctor.clinic_name && (
          <p className="doctor-card-line doctor-card-muted">{names.institution(doctor.clinic_name)}</p>
        )}
        <Link
          to={to}
          state={state}
          className="button button-secondary button-small doctor-card-link"
          aria-label={`${t('appointments.bookLink')}: ${name}`}
        >
          {t('appointments.bookLink')}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

/** The list itself, or the empty state with its button to /other-doctor-booking. */
export function DoctorCardList({ doctors }: { doctors: DoctorCard[] }) {
  const { t } = useTranslation();
  if (doctors.length === 0) {
    return (
      <EmptyState
        title={t('messages.noDoctorFound')}
        action={
          <Link to="/other-doctor-booking" className="button button-primary">
            {t('appointments.bookOtherDoctor')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="stack-list">
      {doctors.map((doctor) => (
        <DoctorCardItem key={doctor.id} doctor={doctor} />
      ))}
    </ul>
  );
}
