// The desk records a visit's fee (record-payment): how it was paid (cash, UPI, or free) and the amount
// received, which starts as the booking's fee and is 0 for a free visit. The contract's own rules check it;
// the server's refusal (already recorded at another desk) shows under the form.
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { ChoiceGroup } from '../../ui/choice-group';
import { NoticeLine, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { useRecordPayment } from './queue-queries';
import { paymentResolver, type PaymentFields } from './queue-schemas';

export function RecordPaymentDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={booking !== null}
      title={t('queue.payment.title', { number: booking?.booking_number ?? '' })}
      onClose={onClose}
    >
      {booking && <PaymentForm key={booking.id} booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function PaymentForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useRecordPayment(), {
    resolver: paymentResolver,
    defaultValues: { booking_id: booking.id, method: 'Cash', amount: String(booking.fee) } satisfies PaymentFields,
    errorFields: ['method', 'amount'],
    idempotent: true,
    request: (values) => values,
    successToast: (said) => said(t('messages.paymentRecorded')),
    onSuccess: () => onClose(),
  });
  const { register, setValue, watch } = form;
  const method = watch('method') as PaymentMethod;
  const choose = (next: PaymentMethod) => {
    setValue('method', next);
    // A free visit records no amount; leaving it, the fee comes back.
    setValue('amount', next === 'Free' ? '0' : String(booking.fee || ''), { shouldValidate: false });
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="dq-payment-who">{t('queue.payment.who', { name: booking.name, amount: booking.fee })}</p>
      <ChoiceGroup
        legend={t('queue.payment.method')}
        name={`payment-method-${booking.id}`}
        options={PAYMENT_METHODS.map((value) => ({ value, label: t(`fees.methods.${value}`) }))}
        value={method}
        onChange={choose}
      />
      <TextField
        label={t('queue.payment.amount')}
        inputMode="numeric"
        maxLength={6}
        readOnly={method === 'Free'}
        hint={method === 'Free' ? t('queue.payment.freeHint') : undefined}
        error={errorOf('amount')}
        {...register('amount')}
      />
      <NoticeLine notice={notice} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('queue.close')}
        </button>
        <SubmitButton label={t('queue.payment.record')} submitting={submitting} block={false} />
      </div>
    </form>
  );
}
