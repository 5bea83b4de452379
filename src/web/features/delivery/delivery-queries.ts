// The medicine delivery screens' queries and writes; every key starts with 'delivery' so a new order
// reloads the list.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const DELIVERY_KEY = 'delivery';

export const deliveryHistoryQuery = (patientId: number) =>
  queryOptions({
    queryKey: [DELIVERY_KEY, 'deliveries', patientId],
    queryFn: () => call('get-medical-delivery-history', { patient_id: patientId }),
  });

export const useAddMedicalDelivery = () => useCallMutation('add-medical-delivery', { invalidates: [[DELIVERY_KEY, 'deliveries']] });
