// The age of the person an emergency or ambulance request is for, as the patient gave it (the desk shows
// it; the request may be for someone else than the account's holder). And an operator's number signs in to
// one operator, as every other sign-in's number does (the call centre's directory adds accounts now).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emergency_requests').addColumn('age', 'integer').execute();
  await sql`CREATE UNIQUE INDEX users_operator_phone ON users (phone_number) WHERE role = 'Operator' AND password_hash IS NOT NULL`.execute(
    db,
  );
}
