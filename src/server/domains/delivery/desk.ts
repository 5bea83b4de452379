// The delivery desk's change of an order (status, bill, payment), used by `npm run admin -- set-delivery-status`
// until the desk has a screen. The operator's tool is trusted: any listed status may follow any other.
import type { Kysely } from 'kysely';
import type { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { MedicalDelivery } from '../../../shared/contract/delivery';
import type { Database } from '../../db/schema';
import type { PushService } from '../../platform/push';
import { toDisplayDate } from '../../../shared/dates';
import { DeliveryRepository, type DeliveryChanges } from './repository';
import { deliveryView } from './views';

export interface DeliveryStatusChange {
  id: number;
  status: (typeof DELIVERY_STATUSES)[number];
  /** The medicines' bill in rupees. */
  amount?: number;
  paymentStatus?: (typeof PAYMENT_STATUSES)[number];
}

/**
 * Applies the change and answers the order as the patient will see it, or null when there is no such order.
 * A changed status is pushed to the patient's devices.
 */
export async function setDeliveryStatus(
  db: Kysely<Database>,
  change: DeliveryStatusChange,
  now: Date,
  push?: PushService,
): Promise<MedicalDelivery | null> {
  const repo = new DeliveryRepository(db);
  const changes: DeliveryChanges = { status: change.status };
  if (change.amount !== undefined) changes.amount = change.amount;
  if (change.paymentStatus !== undefined) changes.payment_status = change.paymentStatus;
  if (!(await repo.update(change.id, changes, now.toISOString()))) return null;
  const row = await repo.find(change.id);
  if (!row) return null;
  await push?.notify([row.patient_id], 'deliveryStatus', { date: toDisplayDate(row.delivery_date), status: change.status });
  return deliveryView(row);
}
