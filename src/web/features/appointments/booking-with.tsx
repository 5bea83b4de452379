// "Booking with Dr. …" above the patient's booking form and the slot picker, once the doctor is known.
import { doctorFullName } from '../../lib/booking-text';
import { useTranslation } from '../../lib/i18n';

export function BookingWith({ doctor }: { doctor: Parameters<typeof doctorFullName>[0] | undefined }) {
  const { t } = useTranslation();
  if (!doctor) return null;
  return (
    <p className="card doctor-summary">
      {t('appointments.bookingWith', { name: t('common.doctorName', { name: doctorFullName(doctor) }) })}
    </p>
  );
}
