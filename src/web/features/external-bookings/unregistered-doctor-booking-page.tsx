// /unregistered-doctor-booking: a listed doctor who keeps no queue in the app. The doctor arrives in the
// navigation state of its card (doctor_name, doctor_id, address, registration_fees, fees, doctor_sitting,
// and its timing); the page shows them and the booking form (the server takes the name, address and fee
// from doctor_id, and refuses today once the doctor's hours are over).
import { MapPin } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { WEEKDAYS } from '../../../shared/constants';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { DoctorPicture } from '../../ui/pictures';
import { positiveId } from '../../lib/positive-id';
import { OtherBookingForm, type ListedDoctor } from './other-booking-form';
import type { Sitting } from './booking-hours';
import './external-bookings.css';
import { InfoList } from '../../ui/info-list';

interface DoctorState {
  doctor_name?: unknown;
  doctor_id?: unknown;
  address?: unknown;
  registration_fees?: unknown;
  fees?: unknown;
  doctor_sitting?: unknown;
  timing?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(text(v)) || 0);

export function UnregisteredDoctorBookingPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as DoctorState;
  const id = positiveId(state.doctor_id);
  if (id === null) {
    return (
      <EmptyState
        title={t('patientServices.noDoctorChosen')}
        action={
          <Link to="/patient-selection" className="button button-primary">
            {t('patientServices.chooseDoctor')}
          </Link>
        }
      />
    );
  }
  const sitting = (
    typeof state.doctor_sitting === 'object' && state.doctor_sitting !== null ? state.doctor_sitting : {}
  ) as Sitting;
  const doctor: ListedDoctor = {
    id,
    name: text(state.doctor_name),
    address: text(state.address),
    fees: amount(state.fees),
    sitting,
    timing: text(state.timing),
  };
  const days = WEEKDAYS.filter((day) => sitting[day] === 'True');
  return (
    <div className="page-column">
      <section className="card ps-doctor" aria-labelledby="ps-doctor-name">
        <DoctorPicture size={64} />
        <div>
          <h2 id="ps-doctor-name" className="doctor-card-name">
            {t('common.doctorName', { name: doctor.name })}
          </h2>
          {doctor.address && (
            <p className="doctor-card-line">
              <MapPin size={16} aria-hidden="true" /> {doctor.address}
            </p>
          )}
          <InfoList
            rows={[
              [t('appointments.fees'), t('appointments.rupees', { amount: doctor.fees })],
              [
                t('appointments.sittingDays'),
                days.length
                  ? days.map((day) => t(`appointments.weekdays.${day}`)).join(', ')
                  : t('patientServices.noSittingDays'),
              ],
            ]}
          />
        </div>
      </section>
      <OtherBookingForm doctor={doctor} />
    </div>
  );
}
