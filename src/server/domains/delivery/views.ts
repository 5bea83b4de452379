// The wire's view of a delivery order.
import type { MedicalDelivery } from '../../../shared/contract/delivery';
import type { MedicalDeliveriesTable } from '../../db/schema';
import { fileUrl } from '../../platform/uploads';

export function deliveryView(row: Omit<MedicalDeliveriesTable, 'id'> & { id: number }): MedicalDelivery {
  return {
    id: row.id,
    delivery_date: row.delivery_date,
    delivery_type: row.delivery_type,
    name: row.name,
    phone_number: row.phone_number,
    city: row.city,
    address: row.address,
    status: row.status,
    amount: row.amount,
    payment_status: row.payment_status,
    delivery_charges: row.delivery_charges,
    image: fileUrl(row.priscription_image),
    created_at: row.created_at,
  };
}
