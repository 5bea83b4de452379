// What the three outside-the-queue booking forms share: how a booking ends (the "booked" dialog, or the
// booking-failed dialog when the server could not be reached).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BookingFailedDialog } from '../appointments/shared/booking-failed-dialog';
import { useWhomFor } from '../patient-account/shared/family-members';
import { ApiError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { toDisplayDate } from '../../../shared/dates';
import { useFormat } from '../../lib/format';
import { SuccessDialog } from '../../ui/success-dialog';
import { slotName } from '../../lib/slot-name';

export interface BookedSummary {
  doctorName: string;
  /** Whom the booking is for, as the lists say it. */
  forWhom: string;
  /** dd-mm-yyyy. */
  date: string;
  place?: string;
  slot?: string | null;
  fee?: number;
  appCharge?: number;
}

/** The success dialog; its Continue moves on. */
export function BookedDialog({ booked, onContinue }: { booked: BookedSummary | null; onContinue: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string | undefined][] = booked
    ? [
        [t('appointments.doctor'), booked.doctorName],
        [t('family.forLabel'), booked.forWhom],
        [t('patientServices.place'), booked.place],
        [t('appointments.date'), format.date(booked.date)],
        [t('appointments.slot'), booked.slot ? slotName(t, booked.slot) : undefined],
        [
          t('patientServices.doctorFee'),
          booked.fee !== undefined ? t('appointments.rupees', { amount: booked.fee }) : undefined,
        ],
        [
          t('patientServices.appCharge'),
          booked.appCharge !== undefined ? t('appointments.rupees', { amount: booked.appCharge }) : undefined,
        ],
      ]
    : [];
  return (
    <SuccessDialog open={booked !== null} title={t('patientServices.bookedTitle')} onContinue={onContinue}>
      <p>{t('messages.bookingReceived')}</p>
      <dl className="info-list confirmation-list">
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <div key={label} className="info-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </SuccessDialog>
  );
}

/** The booking's end: what was booked (with its yyyy-mm-dd day, where Continue leads), or a failed attempt. */
/** What both booking calls answer about the booking made. */
interface BookedAnswer {
  doctor_name: string;
  name: string;
  patient_type: string;
  family_member_id: number | null;
  /** yyyy-mm-dd. */
  booking_date: string;
  slot?: string | null;
  booking_amount: number;
  app_charges: number;
}

export function useBookingOutcome() {
  const { t } = useTranslation();
  const whom = useWhomFor();
  const [booked, setBooked] = useState<(BookedSummary & { ymd: string }) | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    booked,
    /** Opens the booked dialog with the server's answer; `place` is the doctor's address or hospital. */
    showBooked: (result: BookedAnswer, place: string | undefined) =>
      setBooked({
        doctorName: t('common.doctorName', { name: result.doctor_name }),
        forWhom: whom(result, result.name),
        place,
        date: toDisplayDate(result.booking_date),
        slot: result.slot,
        fee: result.booking_amount,
        appCharge: result.app_charges,
        ymd: result.booking_date,
      }),
    failed,
    closeFailed: () => setFailed(false),
    /** For useCallForm: no answer or a server fault opens the booking-failed dialog; a refusal stays in the notice. */
    onFailure: (error: unknown): boolean => {
      const outage = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      if (outage) setFailed(true);
      return outage;
    },
  };
}

/** The two dialogs a booking may end with; Continue goes to the patient's history of the booked day. */
export function BookingOutcomeDialogs({ outcome }: { outcome: ReturnType<typeof useBookingOutcome> }) {
  const navigate = useNavigate();
  const { booked } = outcome;
  return (
    <>
      <BookedDialog
        booked={booked}
        onContinue={() => {
          if (booked) void navigate(`/patient-history?booking_date=${booked.ymd}`);
        }}
      />
      <BookingFailedDialog open={outcome.failed} onClose={outcome.closeFailed} />
    </>
  );
}
