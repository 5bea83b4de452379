// The doctor's slots as select options ('Morning (09:00-13:00)'), the slot running now (IST), the natural
// default at the OPD counter, and the slot picker of the doctor's walk-in and follow-up forms: it offers
// only the slots still open on the form's date (lib/booking-days.ts), starts on the first day with one, and
// keeps the chosen slot among those offered.
import { useEffect, useRef } from 'react';
import { SLOTS } from '../../../shared/constants';
import { parseTime, parseWireDate, toDisplayDate } from '../../../shared/dates';
import { ANY_DAY } from '../../../shared/booking-days';
import { dayRefusal, firstDayToBook, hoursOfSlot, slotsOpenOn } from '../../lib/booking-days';
import { clinicMinutesNow, clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';

export interface DoctorSlot {
  slot: string;
  timing: string;
  capacity: number;
}

export function SlotOptions({ slots }: { slots: readonly DoctorSlot[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <option value="">{t('queue.chooseSlot')}</option>
      {slots.map((s) => (
        <option key={s.slot} value={s.slot}>
          {t('queue.slotWithTiming', { slot: slotLabel(t, s.slot), timing: format.timeRange(s.timing) })}
        </option>
      ))}
    </>
  );
}

/** A slot's name in the user's language (wire values stay English). */
export function slotLabel(t: TFunction, slot: string | null): string {
  if (!slot) return t('queue.noSlot');
  return wireText(t, slot, SLOTS, (known) => `queue.slots.${known}`);
}

/**
 * The slot whose timing contains the current IST time (a slot is over at its closing minute), else the first one, else
 * ''.
 */
export function currentSlot(slots: readonly DoctorSlot[]): string {
  const now = clinicMinutesNow();
  const running = slots.find((s) => {
    const [open, close] = s.timing.split('-').map((part) => parseTime(part));
    return open != null && close != null && now >= open && now < close;
  });
  return running?.slot ?? slots[0]?.slot ?? '';
}

/** A form with a date (dd-mm-yyyy as typed) and a slot: the walk-in's and the follow-up's. */
interface DateAndSlotForm {
  watch(name: 'booking_date' | 'slot'): unknown;
  setValue(name: 'booking_date' | 'slot', value: string): void;
}

export interface OpenSlots {
  /** The slots still open on the form's date (all of them while the date cannot be read: its field says why). */
  offered: DoctorSlot[];
  /** The first day with a slot open: the date field's earliest. */
  firstDay: string;
  /** The date is one that can be booked, but none of its slots is left (today, late). */
  noneLeft: boolean;
}

/** Why the doctor's forms cannot take a date: past or beyond the horizon (the slots say the rest). */
export const refuseDay = (ymd: string) => dayRefusal(ANY_DAY, ymd);

/**
 * The slot picker of the doctor's walk-in and follow-up forms. When the slots arrive and today has none
 * left, the form moves to the first day with one; a chosen slot no longer offered gives way to the one
 * running now, else the first offered.
 */
export function useOpenSlots(form: DateAndSlotForm, slots: readonly DoctorSlot[] | undefined): OpenSlots {
  const date = String(form.watch('booking_date') ?? '');
  const slot = String(form.watch('slot') ?? '');
  const { setValue } = form;
  const ymd = parseWireDate(date);
  const offered = slots && ymd ? slotsOpenOn(slots, ymd) : [...(slots ?? [])];
  const firstDay = firstDayToBook(...(slots ?? []).map((s) => hoursOfSlot(s.timing)));
  const started = useRef(false);
  useEffect(() => {
    if (!slots || started.current) return;
    started.current = true;
    if (ymd === clinicToday() && offered.length === 0) setValue('booking_date', toDisplayDate(firstDay));
  }, [slots, ymd, offered.length, firstDay, setValue]);
  const names = offered.map((s) => s.slot).join(',');
  useEffect(() => {
    if (!slots || names.split(',').includes(slot)) return;
    const next = currentSlot(offered);
    if (next !== slot) setValue('slot', next);
    // `offered` is new at every render: its names say when it changed.
  }, [slots, names, slot, setValue]);
  const noneLeft = !!slots?.length && ymd !== null && refuseDay(ymd) === null && offered.length === 0;
  return { offered, firstDay, noneLeft };
}
