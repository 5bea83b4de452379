// Follow-up: a new booking (parchee type Old) for the same patient on a chosen date and slot, added by
// the doctor; the server answers 'Follow Up booking added succeesully.'.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { DateField } from '../../ui/date-field';
import { FormNotice } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { useDoctorSlots, useRefreshQueue } from './queue-queries';
import { dateSlotResolver, todayIst, type DateSlotValues } from './queue-schemas';
import { SelectField } from '../../ui/select-field';
import { SlotOptions } from './slot-options';

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
  const refresh = useRefreshQueue();
  const slots = useDoctorSlots(booking.doctor_id);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<{ message: string; token: number | null } | null>(null);
  const today = todayIst();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DateSlotValues>({
    resolver: dateSlotResolver,
    defaultValues: { booking_date: toDisplayDate(today), slot: booking.slot ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { result, message } = await callWithMessage('add-booking', {
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
      });
      setAdded({ message: translateMessage(t, message ?? MESSAGES.followUpAdded), token: result.booking_number });
      await refresh();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['booking_date', 'slot'])) return;
      setFailure(errorText(t, error));
    }
  });

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
        minDate={today}
        error={fieldError(t, errors.booking_date?.message)}
        onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
        {...register('booking_date')}
      />
      <SelectField label={t('queue.slot')} error={fieldError(t, errors.slot?.message)} {...register('slot')}>
        <SlotOptions slots={slots.data ?? []} />
      </SelectField>
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('queue.close')}
        </button>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('common.pleaseWait') : t('queue.addFollowUp')}
        </button>
      </div>
    </form>
  );
}
