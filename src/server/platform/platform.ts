// What every domain service is given: the database, the configuration, the clock and the shared services.
import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Db, Engine } from '../db/database';
import type { Database } from '../db/schema';
import { AuditLog } from './audit';
import { CsrfTokens } from './csrf';
import { LocalBus, PostgresBus, type EventBus } from './event-bus';
import { FileAccess } from './files-route';
import { LiveEvents } from './live-events';
import { Mailer } from './mail';
import { TextMessages } from './text-messages';
import { RateLimits } from './rate-limits';
import { PushService } from './push';
import { Sessions } from './sessions';
import { SignInGuard } from './sign-in-guard';
import { FileStore } from './uploads';
import { WriteCaps } from './write-caps';

export interface Platform {
  db: Kysely<Database>;
  engine: Engine;
  config: AppConfig;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Messages between instances (live events, ended sessions); app.ts starts and stops it. */
  bus: EventBus;
  sessions: Sessions;
  csrf: CsrfTokens;
  rateLimits: RateLimits;
  writeCaps: WriteCaps;
  signInGuard: SignInGuard;
  audit: AuditLog;
  mailer: Mailer;
  textMessages: TextMessages;
  files: FileStore;
  fileAccess: FileAccess;
  liveEvents: LiveEvents;
  push: PushService;
}

export function createPlatform(db: Db, config: AppConfig, log: FastifyBaseLogger, now: () => Date, pushAgentOptions?: https.AgentOptions): Platform {
  const rateLimits = new RateLimits(db.kysely, now);
  const csrf = new CsrfTokens(db.kysely, config);
  const bus = db.pool && config.databaseUrl ? new PostgresBus(db.pool, config.databaseUrl, log) : new LocalBus();
  return {
    db: db.kysely,
    engine: db.engine,
    config,
    log,
    now,
    bus,
    sessions: new Sessions(db.kysely, config, csrf, bus, now),
    csrf,
    rateLimits,
    writeCaps: new WriteCaps(rateLimits, config.writeCaps),
    signInGuard: new SignInGuard(db.kysely, rateLimits, config.signIn, now),
    audit: new AuditLog(db.kysely, now),
    mailer: new Mailer(db.kysely, config, log, now),
    textMessages: new TextMessages(db.kysely, config.otp, log, now),
    files: new FileStore(db.kysely, config, now),
    fileAccess: new FileAccess(),
    push: new PushService(db.kysely, config, log, pushAgentOptions),
    liveEvents: new LiveEvents(bus, (err) => log.error({ err }, 'live event not delivered')),
  };
}
