// The delivery desk's form on one order: its status, the medicines' bill in rupees and the payment's
// status, saved together (update-delivery-status). Any status may follow any other: the desk is trusted.
// The card shows the answer at once with a line under the form saying so; the server's refusals show
// under their fields or under the form, in the reader's words. An empty amount takes the bill back.
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { DeskDelivery } from '../../../shared/contract/delivery';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { isOneOf } from '../../lib/wire-text';
import { NoticeLine, TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { deliveryStatusText } from './delivery-card';
import { useUpdateDeliveryStatus } from './delivery-queries';
import { deliveryBillResolver } from './delivery-schemas';

/** The form's values for an order as it stands (a status the desk does not know shows as the first). */
const billOf = (order: DeskDelivery) => ({
  status: isOneOf(DELIVERY_STATUSES, order.status) ? order.status : DELIVERY_STATUSES[0],
  amount: order.amount === null ? '' : String(order.amount),
  payment_status: isOneOf(PAYMENT_STATUSES, order.payment_status) ? order.payment_status : PAYMENT_STATUSES[0],
});

export function DeliveryBillForm({ order }: { order: DeskDelivery }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useUpdateDeliveryStatus(), {
    resolver: deliveryBillResolver,
    defaultValues: billOf(order),
    request: ({ status, amount, payment_status }) => ({ id: order.id, status, payment_status, amount: amount ?? null }),
    onSuccess: ({ result }, { form: billForm, say }) => {
      // The saved order becomes the form's starting point; a field the desk changed while the save was on its
      // way keeps that change (the next status chosen at once), or it would be saved back to this one.
      billForm.reset(billOf(result), { keepDirtyValues: true });
      say(t('operator.deliveries.saved', { status: deliveryStatusText(t, result.status) }));
    },
  });
  const titleId = `dd-bill-${order.id}`;
  return (
    <form
      className="form desk-form"
      noValidate
      aria-busy={submitting}
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id={titleId} className="desk-form-title">
        {t('operator.deliveries.billTitle')}
      </h4>
      <div className="desk-form-fields">
        <SelectField label={t('operator.deliveries.status')} error={errorOf('status')} {...form.register('status')}>
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`patientCare.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('operator.deliveries.amount')}
          inputMode="decimal"
          autoComplete="off"
          prefix="₹"
          error={errorOf('amount')}
          {...form.register('amount')}
        />
        <SelectField
          label={t('patientCare.delivery.paymentStatus')}
          error={errorOf('payment_status')}
          {...form.register('payment_status')}
        >
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`patientCare.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SubmitButton label={t('operator.deliveries.save')} submitting={submitting} />
      <NoticeLine notice={notice} />
    </form>
  );
}
