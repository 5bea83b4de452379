// The delivery desk: every order with who ordered it, and the change of an order (status, bill, payment),
// made at /operator (update-delivery-status) or with `npm run admin -- set-delivery-status`. The desk is
// trusted: any listed status may follow any other. A change made at the desk is audited with who made it.
import type { Kysely } from 'kysely';
import type { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { DeskDelivery } from '../../../shared/contract/delivery';
import type { Database } from '../../db/schema';
import type { PushService } from '../../platform/push';
import { DeliveryRepository, type DeliveryChanges } from './repository';
import { deliveryView } from './views';

type DeskRow = NonNullable<Awaited<ReturnType<DeliveryRepository['findWithPatient']>>>;

const deskView = (row: DeskRow): DeskDelivery => ({
  ...deliveryView(row),
  patient_id: row.patient_id,
  patient_name: row.patient_name,
});

export interface DeliveryStatusChange {
  id: number;
  status: (typeof DELIVERY_STATUSES)[number];
  /** The medicines' bill in rupees. */
  /** Null takes the bill back; absent keeps it. */
  amount?: number | null;
  paymentStatus?: (typeof PAYMENT_STATUSES)[number];
}

/**
 * Applies the change and answers the order as the desk shows it (the patient's view and who ordered it), or
 * null when there is no such order. A changed status is pushed to the patient's devices.
 */
export async function setDeliveryStatus(
  db: Kysely<Database>,
  change: DeliveryStatusChange,
  now: Date,
  push?: PushService,
): Promise<DeskDelivery | null> {
  const repo = new DeliveryRepository(db);
  const changes: DeliveryChanges = { status: change.status };
  if (change.amount !== undefined) changes.amount = change.amount;
  if (change.paymentStatus !== undefined) changes.payment_status = change.paymentStatus;
  if (!(await repo.update(change.id, changes, now.toISOString()))) return null;
  const row = await repo.findWithPatient(change.id);
  if (!row) return null;
  await push?.notify([row.patient_id], 'deliveryStatus', { date: row.delivery_date, status: change.status });
  return deskView(row);
}

/** Every order, newest first, as the desk lists it. */
export async function deskDeliveries(db: Kysely<Database>): Promise<DeskDelivery[]> {
  return (await new DeliveryRepository(db).all()).map(deskView);
}
