// Runs the migrations at start. Each migration is a module under migrations/ exporting up(db, engine);
// the list below is their order.
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Db, Engine } from './database';
import type { Database } from './schema';
import * as foundation from './migrations/0001-foundation';
import * as appointments from './migrations/0002-appointments';
import * as labs from './migrations/0003-labs';
import * as patientServices from './migrations/0004-patient-services';
import * as pushLanguage from './migrations/0005-push-language';
import * as oneTokenPerPerson from './migrations/0006-one-token-per-person';
import * as referenceHindi from './migrations/0007-reference-hindi';
import * as signInFailures from './migrations/0008-sign-in-failures';
import * as waitingRoom from './migrations/0009-waiting-room';
import * as slotStartedIndex from './migrations/0010-slot-started-index';
import * as loginCodes from './migrations/0011-login-codes';
import * as emergencyDesk from './migrations/0012-emergency-desk';
import * as directoryAndAge from './migrations/0013-directory-and-age';
import * as signInContacts from './migrations/0014-sign-in-contacts';
import * as hindiNames from './migrations/0015-hindi-names';
import * as arrivalAndPriority from './migrations/0016-arrival-and-priority';
import * as deskPlaces from './migrations/0017-desk-places';
import * as fees from './migrations/0018-fees';
import * as familyMembers from './migrations/0019-family-members';
import * as reliableOutbox from './migrations/0020-reliable-outbox';
import * as appLanguage from './migrations/0021-app-language';
import * as consents from './migrations/0022-consents';
import * as dataExports from './migrations/0023-data-exports';
import * as correctionRequests from './migrations/0024-correction-requests';
import * as erasure from './migrations/0025-erasure';
import * as grievancesAndNotices from './migrations/0026-grievances-and-notices';
import * as privacyPolicyRights from './migrations/0028-privacy-policy-rights';
import * as floorColumnsIndex from './migrations/0029-floor-columns-index';
import * as floorIndexByState from './migrations/0030-floor-index-by-state';

type EngineMigration = { up(db: Kysely<unknown>, engine: Engine): Promise<void> };

const MIGRATIONS: Record<string, EngineMigration> = {
  '0001-foundation': foundation,
  '0002-appointments': appointments,
  '0003-labs': labs,
  '0004-patient-services': patientServices,
  '0005-push-language': pushLanguage,
  '0006-one-token-per-person': oneTokenPerPerson,
  '0007-reference-hindi': referenceHindi,
  '0008-sign-in-failures': signInFailures,
  '0009-waiting-room': waitingRoom,
  '0010-slot-started-index': slotStartedIndex,
  '0011-login-codes': loginCodes,
  '0012-emergency-desk': emergencyDesk,
  '0013-directory-and-age': directoryAndAge,
  '0014-sign-in-contacts': signInContacts,
  '0015-hindi-names': hindiNames,
  '0016-arrival-and-priority': arrivalAndPriority,
  '0017-desk-places': deskPlaces,
  '0018-fees': fees,
  '0019-family-members': familyMembers,
  '0020-reliable-outbox': reliableOutbox,
  '0021-app-language': appLanguage,
  '0022-consents': consents,
  '0023-data-exports': dataExports,
  '0024-correction-requests': correctionRequests,
  '0025-erasure': erasure,
  '0026-grievances-and-notices': grievancesAndNotices,
  '0028-privacy-policy-rights': privacyPolicyRights,
  '0029-floor-columns-index': floorColumnsIndex,
  '0030-floor-index-by-state': floorIndexByState,
};

/**
 * A database's schema version is the name of the newest migration applied to it. This reads it, on either
 * engine (a backup's copy included); null when none was applied (not a Parchee database).
 */
export const SCHEMA_VERSION_SQL = `SELECT max(name) AS version FROM ${DEFAULT_MIGRATION_TABLE}`;

/** Whether this code has the migration a schema version names: a backup made by newer code may not. */
export function isKnownSchemaVersion(version: string): boolean {
  return Object.hasOwn(MIGRATIONS, version);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (k: Kysely<unknown>) => m.up(k, db.engine) }]),
  );
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The newest migration this code knows (names sort in their order). */
const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1)!;

/**
 * Whether the database answers and has run this code's newest migration (GET /readyz asks). Throws when it does not
 * answer.
 */
export async function isMigrated(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ version: string | null }>`${sql.raw(SCHEMA_VERSION_SQL)}`.execute(db);
  return rows[0]?.version === LATEST_MIGRATION;
}
