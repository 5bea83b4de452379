// Thin handlers of the medicine delivery calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { ReferenceService } from '../reference/service';
import { DeliveryRepository } from './repository';
import { DELIVERY_FILES, DeliveryService } from './service';

export function deliveryRoutes(platform: Platform, reference: ReferenceService): CallHandlers {
  const deliveries = new DeliveryService(platform, new DeliveryRepository(platform.db), reference);
  // A prescription sent for delivery is read by its patient and by the delivery desk.
  platform.fileAccess.allow(DELIVERY_FILES, (user, id) => deliveries.mayRead(user, id));
  return {
    'add-medical-delivery': async (input, ctx) => ({
      result: await deliveries.addMedicalDelivery(userOf(ctx), input, ctx.files.priscription_image),
      message: MESSAGES.deliveryReceived,
    }),
    'get-medical-deliveries': async (_input, ctx) => ({ result: await deliveries.getMedicalDeliveries(userOf(ctx)) }),
    'update-delivery-status': async (input, ctx) => ({
      result: await deliveries.updateDeliveryStatus(userOf(ctx), input),
      message: MESSAGES.deliveryUpdated,
    }),
    'get-medical-delivery-history': async (input, ctx) => ({
      result: await deliveries.getMedicalDeliveryHistory(userOf(ctx), input.patient_id),
    }),
  };
}
