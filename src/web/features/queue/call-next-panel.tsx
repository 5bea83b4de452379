// The desk's "Call next" on /today-booking (the doctor's own, and a hospital's for its doctor): for a slot
// of today, who is in with the doctor, how many have checked in and wait, the big Call next (call-next: the
// token in is done and the next arrived one is called in, priority first), and apart from the list the
// patients whose turn passed while away and those who came after it (called after a few others). The
// check-in poster for the wall is one tap away.
import { Megaphone, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SLOTS, type Slot } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { useCallNext, useDoctorSlots } from './queue-queries';
import { currentSlot, slotLabel } from './slot-options';

const waiting = (b: BookingView) => b.token === 'Pending';

/**
 * The slot the desk is calling: the one with a patient in, else the one running now, else the first with someone
 * waiting.
 */
function slotToCall(slots: readonly Slot[], bookings: readonly BookingView[], runningNow: string): Slot | undefined {
  const inRoom = bookings.find((b) => b.token === 'Live')?.slot;
  return (
    slots.find((slot) => slot === inRoom) ??
    slots.find((slot) => slot === runningNow) ??
    slots.find((slot) => bookings.some((b) => b.slot === slot && waiting(b))) ??
    slots[0]
  );
}

export function CallNextPanel({
  doctorId,
  bookings,
  link,
}: {
  doctorId: number;
  bookings: readonly BookingView[];
  link: (path: string) => string;
}) {
  const { t } = useTranslation();
  const doctorSlots = useDoctorSlots(doctorId);
  const callNext = useCallNext();
  const [chosen, setChosen] = useState<Slot | null>(null);
  const numbered = bookings.filter((b) => b.booking_number !== null && b.status !== 'Cancelled');
  const slots = SLOTS.filter((slot) => numbered.some((b) => b.slot === slot));
  const slot =
    (chosen && slots.includes(chosen) ? chosen : null) ??
    slotToCall(slots, numbered, currentSlot(doctorSlots.data ?? []));
  if (!slot) return null;
  const inSlot = numbered.filter((b) => b.slot === slot);
  const inRoom = inSlot.find((b) => b.token === 'Live');
  const here = inSlot.filter((b) => waiting(b) && b.arrived_at !== null && !b.passed);
  const passed = inSlot.filter((b) => waiting(b) && b.passed && b.arrived_at === null);
  const late = inSlot.filter((b) => waiting(b) && b.passed && b.arrived_at !== null);

  const press = async () => {
    try {
      const { result } = await callNext.mutateAsync({ request: { doctor_id: doctorId, slot } });
      if (!result.called) toast.info(t('floor.nobodyWaiting'));
      else if (result.passed.length)
        toast.success(
          t('floor.calledInPassed', { number: result.called.booking_number ?? '', numbers: result.passed.join(', ') }),
        );
      else toast.success(t('floor.calledIn', { number: result.called.booking_number ?? '' }));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <section className="card dq-floor" aria-labelledby="dq-floor-title">
      <h2 id="dq-floor-title" className="card-title">
        {t('floor.title')}
      </h2>
      {slots.length > 1 && (
        <ChoiceGroup
          legend={t('floor.slot')}
          name="call-slot"
          options={slots.map((value) => ({ value, label: slotLabel(t, value) }))}
          value={slot}
          onChange={setChosen}
        />
      )}
      <p className="dq-floor-in" data-testid="in-with-doctor">
        {inRoom ? t('floor.inWithDoctor', { number: inRoom.booking_number ?? '' }) : t('floor.nobodyIn')}
      </p>
      <p className="dq-floor-count">{t('floor.waitingHere', { count: here.length + late.length })}</p>
      <button
        type="button"
        className="button button-primary button-block button-large"
        disabled={callNext.isPending}
        onClick={() => void press()}
      >
        <Megaphone size={22} aria-hidden="true" />
        {t('floor.callNext')}
      </button>
      <Apart title={t('floor.lateTitle')} bookings={late} testId="arrived-late" />
      <Apart title={t('floor.passedTitle')} bookings={passed} testId="turn-passed" />
      <Link to={link('/check-in-poster')} className="button button-link button-small">
        <Printer size={18} aria-hidden="true" />
        {t('floor.posterLink')}
      </Link>
    </section>
  );
}

/** Patients shown apart from the list: by token and name, in the order of their numbers. */
function Apart({ title, bookings, testId }: { title: string; bookings: readonly BookingView[]; testId: string }) {
  const { t } = useTranslation();
  if (bookings.length === 0) return null;
  return (
    <div className="dq-floor-apart" data-testid={testId}>
      <h3 className="dq-floor-apart-title">{title}</h3>
      <ul className="stack-list dq-compact-list">
        {bookings.map((b) => (
          <li key={b.id}>{t('floor.tokenAndName', { number: b.booking_number ?? '', name: b.name })}</li>
        ))}
      </ul>
    </div>
  );
}
