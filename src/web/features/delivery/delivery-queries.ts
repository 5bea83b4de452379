// The medicine delivery screens' queries; every key starts with 'delivery' so a new order reloads the list.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const DELIVERY_KEY = 'delivery';

export const deliveryHistoryQuery = (patientId: number) =>
  queryOptions({
    queryKey: [DELIVERY_KEY, 'deliveries', patientId],
    queryFn: () => call('get-medical-delivery-history', { patient_id: patientId }),
  });
