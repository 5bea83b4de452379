// Lab bookings and the tests picked for them, with their reports.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { notNullText, withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('lab_bookings'), engine)
    .addColumn('lab_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('patient_id', 'integer', (c) => c.references('users.id'))
    .addColumn('doctor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('patient_booking_id', 'integer', (c) => c.references('bookings.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('test_name', 'text', notNullText)
    .addColumn('patient_address', 'text', notNullText)
    .addColumn('city', 'text', notNullText)
    .addColumn('booking_date', 'text', (c) => c.notNull())
    .addColumn('booking_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('app_charges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('priscription_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lab_bookings_lab_date').on('lab_bookings').columns(['lab_id', 'booking_date']).execute();
  await db.schema
    .createIndex('lab_bookings_patient')
    .on('lab_bookings')
    .columns(['patient_id', 'booking_date'])
    .execute();
  // A doctor books the lab once per appointment.
  await sql
    .raw(
      'CREATE UNIQUE INDEX lab_bookings_one_per_appointment ON lab_bookings (patient_booking_id) WHERE patient_booking_id IS NOT NULL',
    )
    .execute(db);

  await withId(db.schema.createTable('lab_tests'), engine)
    .addColumn('lab_booking_id', 'integer', (c) => c.notNull().references('lab_bookings.id'))
    .addColumn('test_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Scheduled'))
    .addColumn('report', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lab_tests_once', ['lab_booking_id', 'test_code'])
    .execute();
}
