// One lab booking on /lab-today-booking: serial number, patient name, age in years, contact, the tests asked
// for, the booking status radios (each pick sent at once), 'View tests' and each test with its own radios
// and report; until the lab adds the tests asked for, where to add them.
import { FlaskConical, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LAB_BOOKING_STATUSES } from '../../../shared/constants';
import type { LabBookingView } from '../../../shared/contract/labs';
import { useReferenceNames } from '../../api/reference-names';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { FormNotice } from '../../ui/form-field';
import { bookingStatusKey, labTone } from './lab-text';
import { useUpdateLabBookingStatus } from './labs-queries';
import { LabTestItem } from './lab-test-item';
import { StatusRadios, useStatusPick } from './status-radios';
import { StatusChip } from '../../ui/status-chip';

interface LabBookingCardProps {
  booking: LabBookingView;
  serial: number;
  onChanged: (booking: LabBookingView) => void;
}

export function LabBookingCard({ booking, serial, onChanged }: LabBookingCardProps) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const nameId = useId();
  const details = booking.patient_details;
  const update = useUpdateLabBookingStatus();
  const status = useStatusPick(booking.status, (picked) =>
    update.mutateAsync(
      { request: { lab_booking_id: booking.id, status: picked } },
      { onSuccess: ({ result }) => onChanged(result) },
    ),
  );
  return (
    <article className="card" aria-labelledby={nameId} data-lab-booking-id={booking.id}>
      <header className="lb-card-head">
        <span className="number-badge lb-serial">
          <span aria-hidden="true">{serial}</span>
          <span className="visually-hidden">{t('labs.serial', { number: serial })}</span>
        </span>
        <div className="lb-who">
          <h3 id={nameId} className="lb-name">
            {details.name}
          </h3>
          <p className="lb-meta">{t('labs.ageYears', { age: details.age })}</p>
          <p className="lb-meta">
            <a
              href={`tel:+91${details.phone_number}`}
              aria-label={t('labs.callPatient', { phone: details.phone_number })}
            >
              <Phone size={16} aria-hidden="true" /> <span dir="ltr">{details.phone_number}</span>
            </a>
          </p>
          {booking.test_name && (
            <p className="lb-meta">{t('labs.testAsked', { test: names.testList(booking.test_name) })}</p>
          )}
        </div>
        <StatusChip tone={labTone(booking.status)}>{t(bookingStatusKey(booking.status))}</StatusChip>
      </header>
      <StatusRadios
        legend={t('labs.bookingStatusLabel')}
        name={`lab-booking-status-${booking.id}`}
        options={LAB_BOOKING_STATUSES}
        value={status.shown}
        labelOf={(option) => t(bookingStatusKey(option))}
        busy={update.isPending}
        onPick={status.pick}
      />
      {update.isError && <FormNotice tone="error">{errorText(t, update.error)}</FormNotice>}
      <div className="lb-links">
        <Link
          to={`/view-lab-test?id=${booking.id}`}
          state={{ booking }}
          className="button button-secondary button-small"
        >
          <FlaskConical size={18} aria-hidden="true" />
          {t('labs.viewTests')}
        </Link>
      </div>
      {booking.lab_test.length === 0 ? (
        <p className="lb-muted">{t('labs.addAskedTests')}</p>
      ) : (
        <ul className="lb-tests" aria-label={t('labs.testsOf', { name: details.name })}>
          {booking.lab_test.map((test) => (
            <LabTestItem key={test.id} test={test} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </article>
  );
}
