// Bookings of doctors outside the queue (typed-in, unregistered and government-hospital doctors), medicine
// deliveries, and emergency and ambulance requests. Money columns are double precision (REAL affinity in
// SQLite, float8 in PostgreSQL), so rupees with paise round-trip exactly as sent.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { notNullText, withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // One table for the three kinds: they share every field, and none takes a token from a doctor's queue.
  await withId(db.schema.createTable('external_bookings'), engine)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('patient_type', 'text', (c) => c.notNull().defaultTo('Self'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('problem', 'text', notNullText)
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('patient_address', 'text', notNullText)
    .addColumn('city', 'text', notNullText)
    .addColumn('doctor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('doctor_name', 'text', notNullText)
    .addColumn('doctor_address', 'text', notNullText)
    .addColumn('hospital_id', 'integer', (c) => c.references('users.id'))
    .addColumn('department_id', 'integer')
    .addColumn('booking_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text')
    .addColumn('booking_amount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('app_charges', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('priscription_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('external_bookings_patient')
    .on('external_bookings')
    .columns(['patient_id', 'booking_date'])
    .execute();
  await db.schema
    .createIndex('external_bookings_doctor')
    .on('external_bookings')
    .columns(['doctor_id', 'booking_date'])
    .execute();

  await withId(db.schema.createTable('medical_deliveries'), engine)
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', notNullText)
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('city', 'text', notNullText)
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('delivery_charges', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('amount', 'double precision')
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('priscription_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('medical_deliveries_patient')
    .on('medical_deliveries')
    .columns(['patient_id', 'delivery_date'])
    .execute();

  await withId(db.schema.createTable('emergency_requests'), engine)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', notNullText)
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('address', 'text', notNullText)
    .addColumn('city', 'text', notNullText)
    .addColumn('hospital_id', 'integer', (c) => c.references('users.id'))
    .addColumn('note', 'text', notNullText)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('emergency_requests_patient')
    .on('emergency_requests')
    .columns(['patient_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('emergency_requests_hospital')
    .on('emergency_requests')
    .columns(['hospital_id', 'created_at'])
    .execute();
}
