// The delivery form checks with the contract's own field group (the server's rules and messages, spec
// part 2 section 5) and adds the spec's "no past dates" with India's today.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { medicalDeliveryFields } from '../../../shared/contract/delivery';
import { todayInIndia } from '../../lib/today-in-india';

const deliverySchema = z.object({
  ...medicalDeliveryFields,
  delivery_date: medicalDeliveryFields.delivery_date.refine((ymd) => ymd >= todayInIndia(), MESSAGES.dateInPast),
});
export type DeliveryValues = z.output<typeof deliverySchema>;
export interface DeliveryFields {
  delivery_type: 'Normal' | 'Urgent';
  name: string;
  address: string;
  phone_number: string;
  /** dd-mm-yyyy as shown. */
  delivery_date: string;
  delivery_charges: string;
}
export const DELIVERY_FIELDS = ['delivery_type', 'name', 'address', 'phone_number', 'delivery_date', 'delivery_charges'] as const;
export const deliveryResolver = zodResolver(deliverySchema) as unknown as Resolver<DeliveryFields, unknown, DeliveryValues>;
