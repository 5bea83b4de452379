// The delivery order's confirmation dialog: the order as the server took it, its
// date and charge written as every screen writes them; Continue goes on to the previous orders.
import { DELIVERY_TYPES } from '../../../shared/constants';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { SuccessDialog } from '../../ui/success-dialog';

export interface DeliverySummary {
  name: string;
  phone_number: string;
  /** yyyy-mm-dd. */
  delivery_date: string;
  delivery_charges: number;
  delivery_type: string;
  patient_address: string;
}

export function DeliveryConfirmation({
  summary,
  onContinue,
}: {
  summary: DeliverySummary | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string][] = summary
    ? [
        [t('patientCare.delivery.name'), summary.name],
        [t('patientCare.delivery.phone'), summary.phone_number],
        [t('patientCare.delivery.date'), format.date(summary.delivery_date)],
        [t('patientCare.delivery.charges'), t('patientCare.rupees', { amount: summary.delivery_charges })],
        [
          t('patientCare.delivery.type'),
          wireText(t, summary.delivery_type, DELIVERY_TYPES, (type) => `patientCare.deliveryTypes.${type}`),
        ],
        [t('patientCare.delivery.address'), summary.patient_address],
      ]
    : [];
  return (
    <SuccessDialog open={summary !== null} title={t('patientCare.delivery.confirmedTitle')} onContinue={onContinue}>
      <dl className="info-list confirmation-list">
        {rows.map(([label, value]) => (
          <div key={label} className="info-row">
            <dt>{label}</dt>
            <dd dir={label === t('patientCare.delivery.phone') ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </SuccessDialog>
  );
}
