// The call centre's delivery desk (/operator?desk=deliveries): every medicine order, newest first, as cards
// with the prescription picture, the bill form and the order's history. Open orders (not yet Delivered or
// Cancelled) first shown, or all of them. An order's live event goes to its patient, not to the desk: the
// list is asked for each time the section is shown, and a refresh button asks again (nothing polls).
import { RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { DeskDelivery } from '../../../shared/contract/delivery';
import { HistoryButton } from '../operator/shared/audit-history';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { DeskList } from '../../ui/desk-list';
import { DeliveryBillForm } from './delivery-bill-form';
import { DeliveryCard, deliveryStatusText, paymentStatusText } from './delivery-card';
import { medicalDeliveriesQuery } from './delivery-queries';
import './delivery.css';

const isOpen = (order: DeskDelivery) => order.status !== 'Delivered' && order.status !== 'Cancelled';

/** A bill detail of a change in the history (`amount 250`, `payment Paid`) in the card's words. */
function billDetailText(t: TFunction, detail: string): string {
  const [name = '', value = ''] = detail.split(' ');
  if (name === 'amount' && value)
    return `${t('patientCare.delivery.amount')}: ${t('patientCare.rupees', { amount: value })}`;
  if (name === 'payment' && value) return `${t('patientCare.delivery.paymentStatus')}: ${paymentStatusText(t, value)}`;
  return detail;
}

export function DeliveryDesk() {
  const { t } = useTranslation();
  const list = useQuery({ ...medicalDeliveriesQuery, refetchOnMount: 'always' });
  const refreshing = list.isFetching && !list.isPending;
  const changeWords = {
    status: (status: string) => deliveryStatusText(t, status),
    detail: (detail: string) => billDetailText(t, detail),
  };
  return (
    <DeskList
      name="dd"
      title={t('operator.deliveries.title')}
      list={list}
      isOpen={isOpen}
      texts={{
        empty: t('operator.deliveries.empty'),
        emptyBody: t('operator.deliveries.emptyBody'),
        noOpen: t('operator.deliveries.noOpen'),
        noOpenBody: t('operator.deliveries.noOpenBody'),
      }}
      tools={
        <button
          type="button"
          className="button button-secondary desk-refresh"
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
        >
          <RefreshCw size={18} aria-hidden="true" className={refreshing ? 'spin' : undefined} />
          {refreshing ? t('common.pleaseWait') : t('operator.deliveries.refresh')}
        </button>
      }
    >
      {(order) => (
        <DeliveryCard key={order.id} viewer="operator" order={order}>
          <DeliveryBillForm order={order} />
          <HistoryButton
            recordType="medical-delivery"
            recordId={order.id}
            recordName={t('patientCare.delivery.order', { id: order.id })}
            words={changeWords}
          />
        </DeliveryCard>
      )}
    </DeskList>
  );
}
