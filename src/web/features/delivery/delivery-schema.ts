// The delivery form checks with the contract's own field group (the server's rules and messages, spec
// part 2 section 5) and adds the spec's "no past dates" with the clinic's today.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { medicalDeliveryFields } from '../../../shared/contract/delivery';
import { clinicToday } from '../../lib/clinic-today';

export const deliveryResolver = zodResolver(
  z.object({
    ...medicalDeliveryFields,
    delivery_date: medicalDeliveryFields.delivery_date.refine((ymd) => ymd >= clinicToday(), MESSAGES.dateInPast),
  }),
);
