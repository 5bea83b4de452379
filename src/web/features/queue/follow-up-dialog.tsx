// Follow-up: a new booking (parchee type Old) for the same patient on a chosen date and slot, added by
// the doctor; the server answers 'Follow Up booking added succeesully.'. Only the slots still open on the
// chosen date are offered (useOpenSlots).
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { useCallForm } from '../../api/use-call-form';
import { clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { DateField } from '../../ui/date-field';
import { FormNotice, NoticeLine } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { useAddBookingByDoctor, useDoctorSlots } from './queue-queries';
import { dateSlotResolver } from './queue-schemas';
import { refuseDay, SlotOptions, useOpenSlots } from './slot-options';

export function FollowUpDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={booking !== null} title={t('queue.followUpTitle', { name: booking?.name ?? '' })} onClose={onClose}>
      {booking && <FollowUpForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function FollowUpForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const { t } = useTranslation();
  const slots = useDoctorSlots(booking.doctor_id);
  const [added, setAdded] = useState<{ message: string; token: number | null } | null>(null);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useAddBookingByDoctor(), {
    resolver: dateSlotResolver,
    defaultValues: { booking_date: toDisplayDate(clinicToday()), slot: booking.slot ?? '' },
    request: (values) => ({
      name: booking.name,
      age: booking.age,
      problem: booking.problem,
      address: booking.address,
      phone_number: booking.phone_number,
      type: 'Manual',
      doctor_id: booking.doctor_id,
      patient_id: booking.patient_id,
      slot: values.slot,
      parchee_type: 'Old',
      booking_date: values.booking_date,
    }),
    onSuccess: ({ result }, { said }) =>
      setAdded({ message: said(translateMessage(t, MESSAGES.followUpAdded)), token: result.booking_number }),
  });
  const { register, setValue } = form;
  const { offered, firstDay, noneLeft } = useOpenSlots(form, slots.data);

  if (added) {
    return (
      <div className="form">
        <FormNotice tone="success">{added.message}</FormNotice>
        {added.token !== null && <p className="dq-token-given">{t('queue.tokenGiven', { number: added.token })}</p>}
        <button type="button" className="button button-primary button-block" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <DateField
        label={t('queue.date')}
        hint={t('queue.dateHint')}
        minDate={firstDay}
        refuseDate={refuseDay}
        error={errorOf('booking_date') ?? (noneLeft ? t('queue.noSlotLeft') : undefined)}
        onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
        {...register('booking_date')}
      />
      <SelectField label={t('queue.slot')} error={errorOf('slot')} {...register('slot')}>
        <SlotOptions slots={offered} />
      </SelectField>
      <NoticeLine notice={notice} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('queue.close')}
        </button>
        <SubmitButton label={t('queue.addFollowUp')} submitting={submitting} block={false} />
      </div>
    </form>
  );
}
