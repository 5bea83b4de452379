// /other-doctor-booking: book a doctor who is not in the app; the patient types the doctor's name,
// address and fee. The form is shared with the unregistered-doctor booking.
import { UserRoundSearch } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { OtherBookingForm } from './other-booking-form';
import './external-bookings.css';

export function OtherDoctorBookingPage() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <p className="page-intro">
        <UserRoundSearch size={28} className="page-intro-icon" aria-hidden="true" />
        {t('patientServices.otherIntro')}
      </p>
      <OtherBookingForm />
    </div>
  );
}
