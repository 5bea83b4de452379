// /show-patient-details: the booking handed over in navigation state, with its prescription picture
// or 'File not found'.
import { useTranslation } from '../../lib/i18n';
import { NotFoundPicture } from '../../ui/pictures';
import { BookingSummary } from './booking-summary';
import { MissingBooking } from './missing-booking';
import { useBookingState } from './nav-state';
import './queue.css';

export function ShowPatientDetailsPage() {
  const { t } = useTranslation();
  const state = useBookingState();
  if (!state) return <MissingBooking />;
  const { booking } = state;
  const image = booking.priscription_image ?? booking.patient_history.priscription_image;
  return (
    <div className="page-column">
      <section className="card" aria-labelledby="patient-title">
        <h2 id="patient-title" className="card-title">
          {booking.patient_history.patient_details.name}
        </h2>
        <BookingSummary booking={booking} full />
      </section>
      <section className="card" aria-labelledby="prescription-title">
        <h2 id="prescription-title" className="card-title">
          {t('queue.prescription')}
        </h2>
        {image ? (
          <a href={image} target="_blank" rel="noopener">
            <img
              src={image}
              alt={t('queue.prescriptionOf', { name: booking.name })}
              className="dq-prescription-image"
            />
          </a>
        ) : (
          <div className="state-block">
            <NotFoundPicture size={72} />
            <p className="state-text">{t('messages.fileNotFound')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
