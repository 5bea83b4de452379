// The delivery forms check with the contract's own rules and messages: the patient's order
// adds "no past dates" with the clinic's today; the desk's bill is the call's own.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { medicalDeliveryFields, updateDeliveryStatus } from '../../../shared/contract/delivery';
import { clinicToday } from '../../lib/clinic-today';

export const deliveryResolver = zodResolver(
  z.object({
    ...medicalDeliveryFields,
    delivery_date: medicalDeliveryFields.delivery_date.refine((ymd) => ymd >= clinicToday(), MESSAGES.dateInPast),
  }),
);

// The delivery desk's bill of an order, checked as the call checks it; an empty amount means no bill yet
// (one typed on the wrong order can be taken back).
const { status, amount, payment_status: paymentStatus } = updateDeliveryStatus.request.shape;
export const deliveryBillResolver = zodResolver(z.object({ status, payment_status: paymentStatus.unwrap(), amount }));
