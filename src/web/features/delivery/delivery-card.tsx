// One medicine delivery order as a card: date, type, name, phone, city, address, status (red while
// Pending, green otherwise), amount, payment status, delivery charges and the
// prescription photo, or 'File not found'. The patient's previous orders show it with the photo at full
// width; the call centre's desk adds who ordered it, a tap-to-call phone and the city in the reader's
// words, shows the photo as a thumbnail opening the picture, and puts its own tools under it (`children`).
import type { ReactNode } from 'react';
import { DELIVERY_STATUSES, DELIVERY_TYPES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { DeskDelivery, MedicalDelivery } from '../../../shared/contract/delivery';
import { useReferenceNames } from '../../api/reference-names';
import { useFormat } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { PhoneLink } from '../../ui/phone-link';
import { StatusChip } from '../../ui/status-chip';

type DeliveryCardProps =
  { viewer: 'patient'; order: MedicalDelivery } | { viewer: 'operator'; order: DeskDelivery; children: ReactNode };

/** An order's or a payment's status in the reader's words. */
export const deliveryStatusText = (t: TFunction, status: string) =>
  wireText(t, status, DELIVERY_STATUSES, (value) => `patientCare.statuses.${value}`);
export const paymentStatusText = (t: TFunction, status: string) =>
  wireText(t, status, PAYMENT_STATUSES, (value) => `patientCare.statuses.${value}`);

export function DeliveryCard(props: DeliveryCardProps) {
  const { order, viewer } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  const desk = viewer === 'operator';
  // The account that ordered it, when the order names someone else.
  const orderedBy: InfoItem[] =
    props.viewer === 'operator' && props.order.patient_name !== order.name
      ? [[t('operator.deliveries.orderedBy'), props.order.patient_name]]
      : [];
  const rows: InfoItem[] = [
    [t('patientCare.delivery.date'), format.date(order.delivery_date)],
    [
      t('patientCare.delivery.type'),
      wireText(t, order.delivery_type, DELIVERY_TYPES, (type) => `patientCare.deliveryTypes.${type}`),
    ],
    [t('patientCare.delivery.name'), order.name],
    ...orderedBy,
    [t('patientCare.delivery.phone'), desk ? <PhoneLink phone={order.phone_number} /> : order.phone_number, true],
    // An order placed without a city (the patient had none chosen) says so rather than leave a gap.
    [t('patientCare.city'), names.city(order.city) || '–'],
    [t('patientCare.delivery.address'), order.address],
    [t('patientCare.delivery.amount'), order.amount === null ? '–' : t('patientCare.rupees', { amount: order.amount })],
    [t('patientCare.delivery.paymentStatus'), paymentStatusText(t, order.payment_status)],
    [t('patientCare.delivery.charges'), t('patientCare.rupees', { amount: order.delivery_charges })],
  ];
  const Title = desk ? 'h3' : 'h2';
  return (
    <li
      className="card"
      data-delivery-id={order.id}
      aria-label={t('patientCare.delivery.orderOf', { date: format.date(order.delivery_date) })}
    >
      <div className="card-head">
        <Title className="card-title">{t('patientCare.delivery.order', { id: order.id })}</Title>
        <StatusChip tone={order.status === 'Pending' ? 'danger' : 'success'} testId="delivery-status">
          {deliveryStatusText(t, order.status)}
        </StatusChip>
      </div>
      <InfoList rows={rows} />
      {order.image ? (
        <a
          href={order.image}
          target="_blank"
          rel="noopener noreferrer"
          className={desk ? 'prescription-link prescription-thumb' : 'prescription-link'}
        >
          <img
            src={order.image}
            alt={t('patientCare.delivery.prescriptionOf', { id: order.id })}
            className="prescription-image"
            loading="lazy"
          />
        </a>
      ) : (
        <p className="file-missing">{t('messages.fileNotFound')}</p>
      )}
      {props.viewer === 'operator' && props.children}
    </li>
  );
}
