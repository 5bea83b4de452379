// /patient-book-appointment?booking_id=&doctor_id=: the slot picker with Today and Another-day tabs (a
// yyyy-mm-dd date from today, India time); when today has no slot left for this doctor (late in the day, a
// day it does not sit), the picker opens on the first day with one (lib/booking-days.ts). What the visit
// costs that day (a free follow-up, or the fee) is said above the slots. Join -> slot-confirmation; success -> the
// confirmation dialog,
// whose Continue goes live for today or to that day's history; failure -> the booking-error dialog; a full
// slot refreshes the schedule.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Slot } from '../../../shared/constants';
import { addDays, parseWireDate } from '../../../shared/dates';
import { firstDayToBook, hoursOfSlot, sitsOnDays } from '../../lib/booking-days';
import { clinicToday } from '../../lib/clinic-today';
import { ApiError } from '../../lib/api-error';
import { useWhomFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { saveTokenSlip } from '../waiting-room/shared/token-slips';
import { DayField } from '../../ui/day-field';
import { EmptyState } from '../../ui/error-notice';
import { FormNotice } from '../../ui/form-field';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { positiveId } from '../../lib/positive-id';
import { singleDoctorQuery } from './shared/appointments-queries';
import { BookingFailedDialog } from './shared/booking-failed-dialog';
import { ConfirmationDialog, type Confirmation } from './confirmation-dialog';
import { afterConfirmationPath, doctorFullName } from '../../lib/booking-text';
import { useSlotConfirmation } from './appointments-queries';
import { FeeNote } from './fee-note';
import { SlotRows } from './slot-rows';
import { TabBar } from '../../ui/tab-bar';
import { BookingWith } from './booking-with';
import './appointments.css';

type Tab = 'today' | 'another';

export function BookAppointmentPage() {
  const { t } = useTranslation();
  const whom = useWhomFor();
  const format = useFormat();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const confirmSlot = useSlotConfirmation();
  const [params] = useSearchParams();
  const bookingId = positiveId(params.get('booking_id'));
  const doctorId = positiveId(params.get('doctor_id'));
  const today = clinicToday();
  const [tab, setTab] = useState<Tab>('today');
  const [anotherDay, setAnotherDay] = useState(() => addDays(today, 1));
  const [busySlot, setBusySlot] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [failed, setFailed] = useState(false);
  // One Idempotency-Key per (date, slot): a double tap on Join confirms once.
  const keys = useRef(new Map<string, string>());
  const doctor = useQuery({ ...singleDoctorQuery(user?.id ?? 0, doctorId ?? 0), enabled: !!user && doctorId !== null });
  // Once the doctor's slots are known: a today with none left opens the first day with one instead.
  const started = useRef(false);
  useEffect(() => {
    if (!doctor.data || started.current) return;
    started.current = true;
    const detail = doctor.data.doctor_detail;
    const sits = sitsOnDays(detail.doctor_sitting);
    const first = firstDayToBook(...Object.values(detail.slot_timing).map((timing) => hoursOfSlot(timing, sits)));
    if (first === today) return;
    setTab('another');
    setAnotherDay(first);
  }, [doctor.data, today]);

  if (bookingId === null || doctorId === null) return <EmptyState title={t('messages.notFound')} />;

  const validAnother = parseWireDate(anotherDay) !== null && anotherDay >= today;
  const date = tab === 'today' ? today : anotherDay;

  const join = async (slot: string) => {
    if (busySlot) return;
    setNotice(null);
    setBusySlot(slot);
    const keyName = `${date}|${slot}`;
    const key = keys.current.get(keyName) ?? newIdempotencyKey();
    keys.current.set(keyName, key);
    try {
      const { result: booking } = await confirmSlot.mutateAsync({
        request: { booking_date: date, booking_id: bookingId, slot: slot as Slot, type: 'Patient' },
        idempotencyKey: key,
      });
      // Kept on the device for the offline view (the slip at the OPD counter).
      saveTokenSlip(booking);
      setConfirmation({
        doctorName: doctor.data ? t('common.doctorName', { name: doctorFullName(doctor.data) }) : '',
        forWhom: whom(booking, booking.name),
        date: booking.booking_date ?? date,
        slot: booking.slot ?? slot,
        tokenNumber: booking.booking_number,
        fee: booking,
      });
    } catch (error) {
      // A refusal that says why (slot full or over, not a sitting day, a token already held) is shown as it is.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        // The schedule refreshes with every appointment screen: the slot shows why.
        setNotice(errorText(t, error));
      } else {
        setFailed(true);
      }
    } finally {
      setBusySlot(null);
    }
  };

  return (
    <div className="page-column">
      <BookingWith doctor={doctor.data} />
      <section className="card">
        <TabBar
          label={t('appointments.dayTabs')}
          active={tab}
          onChange={(next) => {
            setTab(next);
            setNotice(null);
          }}
          tabs={[
            { key: 'today', label: t('appointments.todayTab') },
            { key: 'another', label: t('appointments.anotherDayTab') },
          ]}
        >
          {tab === 'today' ? (
            <p className="slot-date">
              {t('appointments.date')}: {format.date(today)}
            </p>
          ) : (
            <DayField
              label={t('appointments.chooseDate')}
              value={anotherDay}
              minDate={today}
              onDay={setAnotherDay}
              hint={t('appointments.dateFormatHint', { date: format.date(anotherDay) })}
            />
          )}
          {notice && <FormNotice tone="error">{notice}</FormNotice>}
          {tab === 'today' || validAnother ? (
            <>
              <FeeNote bookingId={bookingId} date={date} />
              <SlotRows doctorId={doctorId} date={date} busySlot={busySlot} onJoin={(slot) => void join(slot)} />
            </>
          ) : (
            <p className="field-error" role="alert">
              {t('messages.dateInvalid')}
            </p>
          )}
        </TabBar>
      </section>
      <ConfirmationDialog
        confirmation={confirmation}
        onContinue={() => {
          if (!confirmation) return;
          void navigate(afterConfirmationPath(confirmation.date, today), { replace: true });
        }}
      />
      <BookingFailedDialog open={failed} onClose={() => setFailed(false)} />
    </div>
  );
}
