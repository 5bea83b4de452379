// Medicine delivery for patients: an order needs a prescription picture (checked by its bytes) and a date
// from today, and is charged the app's delivery charge of its type (get-updated-charges), whatever the
// client sends (decision 0038); the patient sees their own orders, Pending first.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { DeskDelivery, MedicalDelivery } from '../../../shared/contract/delivery';
import { MESSAGES } from '../../../shared/messages';
import type { UploadedFile } from '../../platform/calls';
import { requireNotPast } from '../../platform/calendar';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import type { ReferenceService } from '../reference/service';
import type { DeliveryRepository } from './repository';
import { deskDeliveries, setDeliveryStatus } from './desk';
import { mayReadDelivery, requireOwnDeliveries } from './policy';
import { deliveryView } from './views';

export const DELIVERY_FILES = 'medical-delivery';

export class DeliveryService {
  constructor(
    private readonly platform: Platform,
    private readonly repo: DeliveryRepository,
    private readonly reference: ReferenceService,
  ) {}

  /** Whether the user may read the order's prescription picture (policy.ts). */
  async mayRead(user: AuthUser, id: number): Promise<boolean> {
    return mayReadDelivery(user, await this.repo.find(id));
  }

  /** The delivery desk's list; reading it is audited (names, numbers, addresses, prescriptions). */
  async getMedicalDeliveries(user: AuthUser): Promise<DeskDelivery[]> {
    await this.platform.audit.record({
      user,
      action: 'read-medical-deliveries',
      recordType: 'delivery-desk',
      recordId: user.id,
      outcome: 'ok',
    });
    return deskDeliveries(this.platform.db);
  }

  /**
   * The desk moves an order on and sets its bill; audited. The patient's open screens hear of it at once
   * (a live event) and their devices are pushed a new status.
   */
  async updateDeliveryStatus(user: AuthUser, input: ParsedRequestOf<'update-delivery-status'>): Promise<DeskDelivery> {
    const changed = await setDeliveryStatus(
      this.platform.db,
      { id: input.id, status: input.status, amount: input.amount, paymentStatus: input.payment_status },
      this.platform.now(),
      this.platform.push,
    );
    const detail = [
      input.status,
      input.amount === undefined ? '' : input.amount === null ? 'no amount' : `amount ${input.amount}`,
      input.payment_status ? `payment ${input.payment_status}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    await this.platform.audit.record({
      user,
      action: `delivery-status:${detail}`,
      recordType: DELIVERY_FILES,
      recordId: input.id,
      outcome: changed ? 'ok' : 'refused',
    });
    if (!changed) throw new NotFoundError();
    this.platform.liveEvents.publish(
      { type: 'delivery.updated', delivery_id: changed.id, status: changed.status },
      { userIds: [changed.patient_id] },
    );
    return changed;
  }

  async addMedicalDelivery(
    user: AuthUser,
    input: ParsedRequestOf<'add-medical-delivery'>,
    image: UploadedFile | undefined,
  ): Promise<MedicalDelivery> {
    const patientId = requireOwnDeliveries(user, input.patient_id);
    requireNotPast(this.platform, 'delivery_date', input.delivery_date);
    if (!image) throw new ValidationError({ priscription_image: MESSAGES.required });
    const prepared = await this.platform.files.prepareImage(image);
    const charges = await this.reference.getUpdatedCharges();
    await this.platform.writeCaps.take('medicineOrder', patientId);
    const now = this.platform.now().toISOString();
    const id = await this.repo.insert({
      patient_id: patientId,
      name: input.name,
      address: input.address,
      phone_number: input.phone_number,
      city: input.city ?? '',
      delivery_date: input.delivery_date,
      delivery_type: input.delivery_type,
      delivery_charges: input.delivery_type === 'Urgent' ? charges.urgent_delivery : charges.normal_delivery,
      status: 'Pending',
      amount: null,
      payment_status: 'Pending',
      priscription_image: null,
      created_at: now,
      updated_at: now,
    });
    const stored = await this.platform.files.save(prepared, { type: DELIVERY_FILES, id });
    await this.repo.setPrescription(id, stored.name);
    await this.platform.audit.record({
      user,
      action: 'add-medical-delivery',
      recordType: DELIVERY_FILES,
      recordId: id,
      outcome: 'ok',
    });
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError();
    return deliveryView(row);
  }

  async getMedicalDeliveryHistory(user: AuthUser, patientId: number): Promise<MedicalDelivery[]> {
    const own = requireOwnDeliveries(user, patientId);
    const rows = await this.repo.ofPatient(own);
    await this.platform.audit.record({
      user,
      action: 'read-delivery-history',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return rows.map(deliveryView);
  }
}
