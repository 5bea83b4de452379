// Bookings, the token counters that make allocation atomic, and uploaded files.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { notNullText, withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('bookings'), engine)
    .addColumn('patient_id', 'integer', (c) => c.references('users.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('problem', 'text', notNullText)
    .addColumn('address', 'text', notNullText)
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parchee_type', 'text', (c) => c.notNull().defaultTo('New'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('booking_date', 'text')
    .addColumn('slot', 'text')
    .addColumn('booking_number', 'integer')
    .addColumn('token', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('lab_booking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priscription_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The safety net under the atomic counter: one token number per doctor, date and slot, ever.
  await sql
    .raw(
      'CREATE UNIQUE INDEX bookings_token_unique ON bookings (doctor_id, booking_date, slot, booking_number) WHERE booking_number IS NOT NULL',
    )
    .execute(db);
  await db.schema.createIndex('bookings_doctor_date').on('bookings').columns(['doctor_id', 'booking_date']).execute();
  await db.schema.createIndex('bookings_patient').on('bookings').columns(['patient_id', 'booking_date']).execute();

  await db.schema
    .createTable('token_counters')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('booking_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('token_counters_pk', ['doctor_id', 'booking_date', 'slot'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_record').on('files').columns(['record_type', 'record_id']).execute();
}
