// The medicine delivery screens' queries and writes; every key starts with 'delivery' so a new order or a
// change by the delivery desk reloads the lists.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskDelivery } from '../../../shared/contract/delivery';
import { call } from '../../api/client';
import { useLiveRefreshOf } from '../../api/live-events';
import { useCallMutation } from '../../api/use-call-mutation';

export const DELIVERY_KEY = 'delivery';
const DELIVERY_LISTS_KEY = [DELIVERY_KEY, 'deliveries'] as const;

const medicalDeliveryHistoryQuery = (patientId: number) =>
  queryOptions({
    queryKey: [...DELIVERY_LISTS_KEY, patientId],
    queryFn: () => call('get-medical-delivery-history', { patient_id: patientId }),
  });

/**
 * The patient's orders (none asked for without a patient), kept fresh without polling: the desk's change
 * of an order (Accepted, Dispatched, Delivered, a bill, a payment) reaches the patient's open screen as a
 * live event.
 */
export function useDeliveryHistory(patientId: number | undefined) {
  const enabled = patientId !== undefined;
  const list = useQuery({ ...medicalDeliveryHistoryQuery(patientId ?? 0), enabled });
  useLiveRefreshOf('delivery', [DELIVERY_LISTS_KEY], enabled);
  return list;
}

/** The call centre's list: every order, newest first. */
export const medicalDeliveriesQuery = queryOptions({
  queryKey: [...DELIVERY_LISTS_KEY, 'desk'],
  queryFn: () => call('get-medical-deliveries', {}),
});

export const useAddMedicalDelivery = () =>
  useCallMutation('add-medical-delivery', { invalidates: [DELIVERY_LISTS_KEY] });

/** The desk moves an order on and sets its bill: the card shows the answer at once, the lists reload after. */
export function useUpdateDeliveryStatus() {
  const client = useQueryClient();
  return useCallMutation('update-delivery-status', {
    invalidates: [DELIVERY_LISTS_KEY],
    onSuccess: ({ result }) =>
      client.setQueryData<DeskDelivery[]>(medicalDeliveriesQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}
