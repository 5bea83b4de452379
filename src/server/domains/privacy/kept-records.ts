// The records a patient account leaves when it is erased (decision 0093): its bookings, lab bookings, outside
// bookings, medicine deliveries and emergency requests. The clinics must keep health records for
// RECORD_RETENTION_YEARS after the visit, so they stay, pseudonymised: every name, phone number and address
// on them blanked, and the family member they were for forgotten. Once that time has passed the retention job
// deletes them with their files (prescription pictures, lab reports). This is the one place that knows those
// tables' personal columns and what hangs on their rows.
import type { Kysely } from 'kysely';
import { addYears, startOfDayIn, todayInClinic } from '../../../shared/dates';
import type { Database } from '../../db/schema';
import { erasedAccounts } from '../../platform/erased-accounts';
import type { FileStore } from '../../platform/uploads';

/** Rows per batch of deletion (SQLite takes at most 32,766 parameters in one statement). */
const BATCH = 500;

/** When a kept record's time ends: its visit before `date` (yyyy-mm-dd), an emergency request made before `instant`. */
export interface RecordsPast {
  date: string;
  instant: string;
}

/** One kind of kept record: its erased accounts' rows past their time, and how they go with what hangs on them. */
interface KeptKind {
  idsPast(db: Kysely<Database>, past: RecordsPast): Promise<number[]>;
  /** Deletes the rows in the caller's transaction; answers the names of their files, to delete once committed. */
  remove(trx: Kysely<Database>, files: FileStore, ids: number[]): Promise<string[]>;
}

const KEPT_KINDS: readonly KeptKind[] = [
  {
    idsPast: (db, past) =>
      db
        .selectFrom('bookings')
        .select('id')
        .where('patient_id', 'in', erasedAccounts(db))
        .where('booking_date', '<', past.date)
        .limit(BATCH)
        .execute()
        .then(idsOf),
    async remove(trx, files, ids) {
      // A later visit of the same account may be its free follow-up, and a lab booking may come from it: they
      // keep their own time, without the link.
      await trx.updateTable('bookings').set({ follow_up_of: null }).where('follow_up_of', 'in', ids).execute();
      await trx
        .updateTable('lab_bookings')
        .set({ patient_booking_id: null })
        .where('patient_booking_id', 'in', ids)
        .execute();
      await trx.deleteFrom('payments').where('booking_id', 'in', ids).execute();
      const names = await files.forgetFilesOf(trx, 'booking', ids);
      // Its alerts sent and its status link go with it (ON DELETE CASCADE).
      await trx.deleteFrom('bookings').where('id', 'in', ids).execute();
      return names;
    },
  },
  {
    idsPast: (db, past) =>
      db
        .selectFrom('lab_bookings')
        .select('id')
        .where('patient_id', 'in', erasedAccounts(db))
        .where('booking_date', '<', past.date)
        .limit(BATCH)
        .execute()
        .then(idsOf),
    async remove(trx, files, ids) {
      const tests = idsOf(await trx.selectFrom('lab_tests').select('id').where('lab_booking_id', 'in', ids).execute());
      const names = [
        ...(await files.forgetFilesOf(trx, 'lab-booking', ids)),
        ...(await files.forgetFilesOf(trx, 'lab-test', tests)),
      ];
      await trx.deleteFrom('lab_tests').where('lab_booking_id', 'in', ids).execute();
      await trx.deleteFrom('lab_bookings').where('id', 'in', ids).execute();
      return names;
    },
  },
  {
    idsPast: (db, past) =>
      db
        .selectFrom('external_bookings')
        .select('id')
        .where('patient_id', 'in', erasedAccounts(db))
        .where('booking_date', '<', past.date)
        .limit(BATCH)
        .execute()
        .then(idsOf),
    async remove(trx, files, ids) {
      const names = await files.forgetFilesOf(trx, 'external-booking', ids);
      await trx.deleteFrom('external_bookings').where('id', 'in', ids).execute();
      return names;
    },
  },
  {
    idsPast: (db, past) =>
      db
        .selectFrom('medical_deliveries')
        .select('id')
        .where('patient_id', 'in', erasedAccounts(db))
        .where('delivery_date', '<', past.date)
        .limit(BATCH)
        .execute()
        .then(idsOf),
    async remove(trx, files, ids) {
      const names = await files.forgetFilesOf(trx, 'medical-delivery', ids);
      await trx.deleteFrom('medical_deliveries').where('id', 'in', ids).execute();
      return names;
    },
  },
  {
    idsPast: (db, past) =>
      db
        .selectFrom('emergency_requests')
        .select('id')
        .where('patient_id', 'in', erasedAccounts(db))
        .where('created_at', '<', past.instant)
        .limit(BATCH)
        .execute()
        .then(idsOf),
    async remove(trx, _files, ids) {
      await trx.deleteFrom('emergency_requests').where('id', 'in', ids).execute();
      return [];
    },
  },
];

function idsOf(rows: { id: number }[]): number[] {
  return rows.map((row) => row.id);
}

export class KeptRecords {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileStore,
    private readonly timeZone: string,
  ) {}

  /**
   * Blanks every name, phone number and address on an account's records, in its erasure's transaction, and
   * forgets the family member each was for (the members are deleted next); or on every erased account's
   * records that still have one (the daily job: a write that raced an erasure). Ages, problems, dates, states,
   * fees and files stay: they are the clinic's record of the visit. Answers how many rows it changed.
   */
  async pseudonymise(db: Kysely<Database>, whose: number | 'erased'): Promise<number> {
    const patients = whose === 'erased' ? erasedAccounts(db) : [whose];
    const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
    const results = [
      await db
        .updateTable('bookings')
        .set({ name: '', phone_number: '', address: '', family_member_id: null })
        .where('patient_id', 'in', patients)
        .where((eb) =>
          eb.or([
            eb('name', '<>', ''),
            eb('phone_number', '<>', ''),
            eb('address', '<>', ''),
            eb('family_member_id', 'is not', null),
          ]),
        )
        .executeTakeFirst(),
      await db
        .updateTable('lab_bookings')
        .set({ name: '', phone_number: '', patient_address: '', city: '', family_member_id: null })
        .where('patient_id', 'in', patients)
        .where((eb) =>
          eb.or([
            eb('name', '<>', ''),
            eb('phone_number', '<>', ''),
            eb('patient_address', '<>', ''),
            eb('city', '<>', ''),
            eb('family_member_id', 'is not', null),
          ]),
        )
        .executeTakeFirst(),
      await db
        .updateTable('external_bookings')
        .set({ name: '', phone_number: '', patient_address: '', city: '', family_member_id: null })
        .where('patient_id', 'in', patients)
        .where((eb) =>
          eb.or([
            eb('name', '<>', ''),
            eb('phone_number', '<>', ''),
            eb('patient_address', '<>', ''),
            eb('city', '<>', ''),
            eb('family_member_id', 'is not', null),
          ]),
        )
        .executeTakeFirst(),
      await db
        .updateTable('medical_deliveries')
        .set({ name: '', phone_number: '', address: '', city: '' })
        .where('patient_id', 'in', patients)
        .where((eb) =>
          eb.or([eb('name', '<>', ''), eb('phone_number', '<>', ''), eb('address', '<>', ''), eb('city', '<>', '')]),
        )
        .executeTakeFirst(),
      await db
        .updateTable('emergency_requests')
        .set({ name: '', phone_number: '', address: '', city: '' })
        .where('patient_id', 'in', patients)
        .where((eb) =>
          eb.or([eb('name', '<>', ''), eb('phone_number', '<>', ''), eb('address', '<>', ''), eb('city', '<>', '')]),
        )
        .executeTakeFirst(),
    ];
    return results.reduce((sum, result) => sum + changed(result), 0);
  }

  /** The day of the account's latest visit among its records (yyyy-mm-dd, in the clinic's zone); null: none. */
  async lastVisitOf(patientId: number): Promise<string | null> {
    const latest = (rows: { last: string | null } | undefined) => rows?.last ?? null;
    const dates = await Promise.all([
      this.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.max('booking_date').as('last'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
        .then(latest),
      this.db
        .selectFrom('lab_bookings')
        .select((eb) => eb.fn.max('booking_date').as('last'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
        .then(latest),
      this.db
        .selectFrom('external_bookings')
        .select((eb) => eb.fn.max('booking_date').as('last'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
        .then(latest),
      this.db
        .selectFrom('medical_deliveries')
        .select((eb) => eb.fn.max('delivery_date').as('last'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
        .then(latest),
      this.db
        .selectFrom('emergency_requests')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst()
        .then((row) => (row?.last ? todayInClinic(this.timeZone, new Date(row.last)) : null)),
    ]);
    const known = dates.filter((date): date is string => date !== null).sort();
    return known.at(-1) ?? null;
  }

  /** When records end whose time is `years` after their visit, on the clinic's `today`: visits before that day. */
  pastOn(today: string, years: number): RecordsPast {
    const date = addYears(today, -years);
    return { date, instant: startOfDayIn(this.timeZone, date).toISOString() };
  }

  /** Deletes the erased accounts' records past their time, batch by batch, with their files; answers how many. */
  async removePast(past: RecordsPast): Promise<number> {
    let removed = 0;
    for (const kind of KEPT_KINDS) {
      for (let ids = await kind.idsPast(this.db, past); ids.length; ids = await kind.idsPast(this.db, past)) {
        const names = await this.db.transaction().execute((trx) => kind.remove(trx, this.files, ids));
        await this.files.deleteFiles(names);
        removed += ids.length;
      }
    }
    return removed;
  }
}
