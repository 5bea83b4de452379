// One previous delivery order (spec part 2 section 2): date, type, name, phone, city, address, status
// (red while Pending, green otherwise), amount, payment status, delivery charges and the prescription
// photo, or 'File not found'.
import { DELIVERY_STATUSES, DELIVERY_TYPES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { MedicalDelivery } from '../../../shared/contract/delivery';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { wireText } from '../../lib/wire-text';
import { InfoList, type InfoItem } from '../../ui/info-list';

export function DeliveryCard({ order }: { order: MedicalDelivery }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pending = order.status === 'Pending';
  const rows: InfoItem[] = [
    [t('patientCare.delivery.date'), format.date(order.delivery_date)],
    [t('patientCare.delivery.type'), wireText(t, order.delivery_type, DELIVERY_TYPES, (type) => `patientCare.deliveryTypes.${type}`)],
    [t('patientCare.delivery.name'), order.name],
    [t('patientCare.delivery.phone'), order.phone_number, true],
    [t('patientCare.city'), order.city],
    [t('patientCare.delivery.address'), order.address],
    [t('patientCare.delivery.amount'), order.amount === null ? '–' : t('patientCare.rupees', { amount: order.amount })],
    [t('patientCare.delivery.paymentStatus'), wireText(t, order.payment_status, PAYMENT_STATUSES, (status) => `patientCare.statuses.${status}`)],
    [t('patientCare.delivery.charges'), t('patientCare.rupees', { amount: order.delivery_charges })],
  ];
  return (
    <li className="card" data-delivery-id={order.id} aria-label={t('patientCare.delivery.orderOf', { date: format.date(order.delivery_date) })}>
      <div className="pc-card-head">
        <h2 className="card-title">{t('patientCare.delivery.order', { id: order.id })}</h2>
        <span className={`status-chip ${pending ? 'status-danger' : 'status-success'}`} data-testid="delivery-status">
          {wireText(t, order.status, DELIVERY_STATUSES, (status) => `patientCare.statuses.${status}`)}
        </span>
      </div>
      <InfoList rows={rows} />
      {order.image ? (
        <a href={order.image} target="_blank" rel="noopener noreferrer" className="prescription-link">
          <img src={order.image} alt={t('patientCare.delivery.prescriptionOf', { id: order.id })} className="prescription-image" loading="lazy" />
        </a>
      ) : (
        <p className="file-missing">{t('messages.fileNotFound')}</p>
      )}
    </li>
  );
}
