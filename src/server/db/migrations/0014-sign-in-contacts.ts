// Who may change where an account's sign-in and password links go. An account's number and e-mail remember
// when they last changed (no password link goes to one changed in the last day). A password link is deleted
// once used or replaced, so its table keeps only live links. A one-time code may carry what it confirms (the
// new number of a number change). The call centre's change of an account's number or e-mail waits in
// contact_changes until the account confirms it from its old number or e-mail, or another operator approves;
// one link (its token) decides the changes asked for together.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_changed_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_changed_at', 'text').execute();
  await db.schema.alterTable('password_resets').dropColumn('used_at').execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema
    .alterTable('login_codes')
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await withId(db.schema.createTable('contact_changes'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text', (c) => c.notNull())
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('contact_changes_token').on('contact_changes').column('token_hash').execute();
  // One change of a field waits at a time per account.
  await sql`CREATE UNIQUE INDEX contact_changes_waiting ON contact_changes (user_id, field) WHERE status = 'Waiting'`.execute(
    db,
  );
}
