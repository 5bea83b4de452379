// Writes of a doctor's (or hospital's) account row, practice details and slots.
import type { Kysely, Updateable } from 'kysely';
import type { Slot } from '../../../shared/constants';
import type { Database, DoctorDetailsTable, UsersTable } from '../../db/schema';

export class PracticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async updateAccount(userId: number, values: Updateable<UsersTable>): Promise<void> {
    if (Object.keys(values).length) await this.db.updateTable('users').set(values).where('id', '=', userId).execute();
  }

  async updatePractice(userId: number, values: Updateable<DoctorDetailsTable>): Promise<void> {
    if (Object.keys(values).length)
      await this.db.updateTable('doctor_details').set(values).where('user_id', '=', userId).execute();
  }

  names(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Ticked slots are saved and active; an unticked one is only deactivated, so its bookings stay. Desk places
   * not given are kept, but never above the new capacity.
   */
  async saveSlots(
    doctorId: number,
    slots: {
      slot: Slot;
      ticked: boolean;
      open: string;
      close: string;
      capacity: number;
      deskPlaces: number | undefined;
    }[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const s of slots) {
        if (s.ticked) {
          const timing = { open_time: s.open, close_time: s.close, capacity: s.capacity, active: 1 };
          await trx
            .insertInto('doctor_slots')
            .values({ doctor_id: doctorId, slot: s.slot, ...timing, desk_places: s.deskPlaces ?? 0 })
            .onConflict((oc) =>
              oc.columns(['doctor_id', 'slot']).doUpdateSet((eb) => ({
                ...timing,
                desk_places:
                  s.deskPlaces ??
                  eb
                    .case()
                    .when('doctor_slots.desk_places', '>', s.capacity)
                    .then(s.capacity)
                    .else(eb.ref('doctor_slots.desk_places'))
                    .end(),
              })),
            )
            .execute();
        } else {
          await trx
            .updateTable('doctor_slots')
            .set({ active: 0 })
            .where('doctor_id', '=', doctorId)
            .where('slot', '=', s.slot)
            .execute();
        }
      }
    });
  }
}
