// The facts of one booking as a definition list (details page, reschedule page), its fee among them.
import type { ReactNode } from 'react';
import { BOOKING_PARCHEE_TYPES } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { takesPayment } from '../../../shared/fees';
import { useTranslation } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { useFormat } from '../../lib/format';
import { FeeChip } from '../../ui/visit-fee';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import { slotLabel } from './slot-options';

export function BookingSummary({ booking, full = false }: { booking: BookingView; full?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const patient = booking.patient_history.patient_details;
  const rows: [string, ReactNode][] = [
    [t('queue.name'), patient.name],
    [t('queue.age'), patient.age],
    ...(full
      ? ([
          [t('queue.phone'), <span dir="ltr">+91 {patient.phone_number}</span>],
          [t('queue.problem'), patient.problem],
          [t('queue.address'), patient.address],
        ] as [string, ReactNode][])
      : []),
    [t('queue.date'), booking.booking_date ? format.date(booking.booking_date) : t('queue.noSlot')],
    [t('queue.slot'), slotLabel(t, booking.slot)],
    [t('queue.tokenLabel'), booking.booking_number ?? t('messages.notAssigned')],
    [t('queue.visitType'), wireText(t, booking.parchee_type, BOOKING_PARCHEE_TYPES, (type) => `queue.parchee.${type}`)],
    [t('queue.statusLabel'), <VisitStatusChip booking={booking} />],
    // A cancelled booking owes nothing: its fee shows only if it was paid.
    ...(takesPayment(booking) || booking.payment
      ? ([[t('appointments.fees'), <FeeChip booking={booking} />]] as [string, ReactNode][])
      : []),
  ];
  return (
    <dl className="dq-fact-list">
      {rows.map(([label, value]) => (
        <div key={label} className="dq-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
