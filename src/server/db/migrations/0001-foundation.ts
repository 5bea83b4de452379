// Accounts, sessions, security tables and reference data.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { makeAppendOnly, notNullText, withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('users'), engine)
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', notNullText)
    .addColumn('password_hash', 'text')
    .addColumn('full_name', 'text', notNullText)
    .addColumn('first_name', 'text', notNullText)
    .addColumn('last_name', 'text', notNullText)
    .addColumn('email', 'text', notNullText)
    .addColumn('image', 'text')
    .addColumn('age', 'integer')
    .addColumn('address', 'text', notNullText)
    .addColumn('city', 'text', notNullText)
    .addColumn('state', 'text', notNullText)
    .addColumn('pincode', 'text', notNullText)
    .addColumn('additional_phone', 'text', notNullText)
    .addColumn('hospital_id', 'integer', (c) => c.references('users.id'))
    .addColumn('lab_id', 'integer', (c) => c.references('users.id'))
    .addColumn('listing', 'text', (c) => c.notNull().defaultTo('registered'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Doctors and hospitals share the doctor sign-in, so a phone number signs in to one account of that group.
  const signInGroups = { patient: "'Patient'", doctor: "'Doctor', 'Hospital'", lab: "'Lab'" };
  for (const [group, roles] of Object.entries(signInGroups)) {
    await sql
      .raw(
        `CREATE UNIQUE INDEX users_${group}_phone ON users (phone_number) WHERE role IN (${roles}) AND password_hash IS NOT NULL`,
      )
      .execute(db);
  }
  await db.schema.createIndex('users_city_role').on('users').columns(['role', 'city']).execute();
  await db.schema.createIndex('users_hospital').on('users').column('hospital_id').execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await db.schema
    .createTable('doctor_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('clinic_name', 'text', notNullText)
    .addColumn('specialization_text', 'text', notNullText)
    .addColumn('timing_open', 'text', notNullText)
    .addColumn('timing_close', 'text', notNullText)
    .addColumn('department_id', 'integer')
    .addColumn('degree_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('registration_fees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sitting', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('experience', 'text', notNullText)
    .addColumn('college', 'text', notNullText)
    .addColumn('passout_year', 'integer')
    .execute();

  await db.schema
    .createTable('doctor_slots')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('open_time', 'text', (c) => c.notNull())
    .addColumn('close_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('doctor_slots_pk', ['doctor_id', 'slot'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('outbox'), engine)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await withId(db.schema.createTable('audit_log'), engine)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await makeAppendOnly(db, engine, 'audit_log');

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_subscriptions_pk', ['user_id', 'token'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await withId(db.schema.createTable('cities'), engine)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  for (const table of ['departments', 'categories', 'degrees']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
  }
  await db.schema
    .createTable('medical_tests')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('static_pages')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_hi', 'text', (c) => c.notNull())
    .execute();
}
