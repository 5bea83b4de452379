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
import { Mailer, smtpGateway } from './mail';
import { Metrics } from './metrics';
import { Outbox } from './outbox';
import { PatientAlerts } from './patient-alerts';
import { phoneGateway, TextMessages } from './text-messages';
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
  /** Every mail, text message and call, kept until delivered (mailer and textMessages write to it). */
  outbox: Outbox;
  mailer: Mailer;
  textMessages: TextMessages;
  files: FileStore;
  fileAccess: FileAccess;
  liveEvents: LiveEvents;
  push: PushService;
  /** A patient's alerts by the channels they chose (push, SMS). */
  alerts: PatientAlerts;
  /** The figures GET /metrics answers (counters bumped where things happen). */
  metrics: Metrics;
}

export function createPlatform(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  now: () => Date,
  pushAgentOptions?: https.AgentOptions,
): Platform {
  const rateLimits = new RateLimits(db.kysely, now);
  const csrf = new CsrfTokens(db.kysely, config);
  const gateways = {
    ...(config.smtpUrl ? { mail: smtpGateway(config.smtpUrl) } : {}),
    ...(config.otp.smsUrl ? { sms: phoneGateway(config.otp.smsUrl) } : {}),
    ...(config.otp.voiceUrl ? { call: phoneGateway(config.otp.voiceUrl) } : {}),
  };
  const bus = db.postgres ? new PostgresBus(db.postgres, log) : new LocalBus();
  const metrics = new Metrics({ db: db.kysely, pool: db.postgres, bus });
  const outbox = new Outbox(db.kysely, gateways, config.otp.perPhonePerDay, log, now, metrics);
  const push = new PushService(db.kysely, config, log, metrics, pushAgentOptions);
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
    outbox,
    mailer: new Mailer(outbox),
    textMessages: new TextMessages(outbox),
    files: new FileStore(db.kysely, config, now),
    fileAccess: new FileAccess(),
    push,
    alerts: new PatientAlerts(db.kysely, outbox, push),
    liveEvents: new LiveEvents(bus, (err) => log.error({ err }, 'live event not delivered')),
    metrics,
  };
}
