// /hospital-history: the bookings of one day for all the hospital's doctors ('All Doctor') or one of
// them: previous and next day arrows, the shared date field, and a Details link to
// /show-patient-details with the booking as navigation state. The day and doctor live in the address,
// so Back from the details returns to the same list. Refreshes by polling.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SLOTS } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { DAY_GROUPS } from '../../../shared/contract/queue';
import { parseWireDate } from '../../../shared/dates';
import { clinicToday } from '../../lib/clinic-today';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { DayNavigator } from '../../ui/day-navigator';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { SelectField } from '../../ui/select-field';
import { allBookingQuery, useHospitalDoctors } from './hospital-queries';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import './hospital.css';

function BookingRow({ booking, serial }: { booking: BookingView; serial: number }) {
  const { t } = useTranslation();
  const patient = booking.patient_history.patient_details;
  const doctor = t('common.doctorName', { name: `${booking.doctor.first_name} ${booking.doctor.last_name}`.trim() });
  return (
    <li className="card hs-history-row">
      <div className="hs-history-row-head">
        <span className="number-badge hs-history-serial" aria-hidden="true">
          {serial}
        </span>
        <span className="hs-history-name">{patient.name || booking.name}</span>
        <VisitStatusChip booking={booking} />
      </div>
      <dl className="hs-history-facts">
        <div>
          <dt>{t('hospital.doctor')}</dt>
          <dd>{doctor}</dd>
        </div>
        <div>
          <dt>{t('hospital.slot')}</dt>
          <dd>{booking.slot ? wireText(t, booking.slot, SLOTS, (slot) => `doctorSettings.slots.${slot}`) : '–'}</dd>
        </div>
        <div>
          <dt>{t('hospital.token')}</dt>
          <dd>{booking.booking_number ?? t('messages.notAssigned')}</dd>
        </div>
      </dl>
      <Link
        to="/show-patient-details"
        state={{ booking, from: '/hospital-history' }}
        className="button button-secondary button-small"
      >
        {t('hospital.details')}
      </Link>
    </li>
  );
}

export function HospitalHistoryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const today = clinicToday();
  const date = parseWireDate(params.get('date') ?? '') ?? today;
  const isHospital = user?.type === 'Hospital';
  const chosen = params.get('doctor_id') ?? '';
  const doctorId = isHospital ? chosen : String(user?.id ?? '');
  const doctors = useHospitalDoctors(isHospital && user ? user.id : null);
  const bookings = useQuery({
    ...allBookingQuery(user?.id ?? 0, isHospital ? 'Hospital' : 'Doctor', date, doctorId),
    enabled: user !== null,
  });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const groups = bookings.data ?? {};
  const rows = DAY_GROUPS.flatMap((group) => groups[group] ?? []);

  return (
    <div className="page-column">
      <section className="card hs-history-controls">
        <DayNavigator
          className="hs-date-nav"
          date={date}
          onDay={(picked) => update({ date: picked })}
          labels={{ previous: t('hospital.previousDay'), next: t('hospital.nextDay'), date: t('hospital.date') }}
        />
        {isHospital && (
          <SelectField
            label={t('hospital.doctorFilter')}
            value={chosen}
            onChange={(event) => update({ doctor_id: event.target.value })}
          >
            <option value="">{t('hospital.allDoctors')}</option>
            {(doctors.data?.doctors ?? []).map((doctor) => (
              <option key={doctor.id} value={String(doctor.id)}>
                {t('common.doctorName', { name: `${doctor.first_name} ${doctor.last_name}`.trim() })}
              </option>
            ))}
          </SelectField>
        )}
      </section>
      {bookings.isPending ? (
        <Loader />
      ) : bookings.isError ? (
        <ErrorNotice message={errorText(t, bookings.error)} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('hospital.noBookings')} />
      ) : (
        <ol className="stack-list" aria-label={t('hospital.bookingsOf', { date })}>
          {rows.map((booking, index) => (
            <BookingRow key={booking.id} booking={booking} serial={index + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}
