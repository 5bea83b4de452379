// buildApp(config) -> the Fastify app, migrated and seeded, not listening. Used by main.ts and the tests.
import fs from 'node:fs';
import type https from 'node:https';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { LIMITS } from '../shared/constants';
import { MESSAGES } from '../shared/messages';
import type { AppConfig } from './config';
import { BACKUP_CHECK_MS, BackupSchedule } from './backups/schedule';
import { holdDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/demo';
import { seedReferenceData } from './seed/reference';
import { accountRoutes } from './domains/accounts/routes';
import { appointmentRoutes } from './domains/appointments/routes';
import { createAppointmentServices } from './domains/appointments/services';
import { deliveryRoutes } from './domains/delivery/routes';
import { doctorSettingsRoutes } from './domains/doctor-settings/routes';
import { DoctorSettingsService } from './domains/doctor-settings/service';
import { doctorRoutes } from './domains/doctors/routes';
import { DoctorsService } from './domains/doctors/service';
import { emergencyRoutes } from './domains/emergency/routes';
import { ExternalBookingsRepository } from './domains/external-bookings/repository';
import { externalBookingRoutes } from './domains/external-bookings/routes';
import { ExternalBookingService } from './domains/external-bookings/service';
import { governmentRoutes } from './domains/government/routes';
import { GovernmentService } from './domains/government/service';
import { hospitalRoutes } from './domains/hospital/routes';
import { labRoutes } from './domains/labs/routes';
import { LabsService } from './domains/labs/service';
import { operatorRoutes } from './domains/operator/routes';
import { directoryRoutes } from './domains/directory/routes';
import { FamilyMembersService } from './domains/patient-account/family-members';
import { patientAccountRoutes } from './domains/patient-account/routes';
import { registerMyDataDownloadRoute } from './domains/privacy/my-data-download';
import { AccountErasure } from './domains/privacy/erasure';
import { Retention } from './domains/privacy/retention';
import { privacyRoutes } from './domains/privacy/routes';
import { QueueRepository } from './domains/queue/repository';
import { queueRoutes } from './domains/queue/routes';
import { QueueService } from './domains/queue/service';
import { referenceRoutes } from './domains/reference/routes';
import { ReferenceService } from './domains/reference/service';
import { registerBoardStreamRoute } from './domains/waiting-room/board-streams';
import { registerShortLinkRoute } from './domains/waiting-room/token-links';
import { waitingRoomRoutes } from './domains/waiting-room/routes';
import { WaitingRoomService } from './domains/waiting-room/service';
import { registerCalls, type CallHandlers } from './platform/calls';
import { startChore } from './platform/chores';
import { installCsrf } from './platform/csrf';
import { registerFilesRoute } from './platform/files-route';
import { installRequestLimits } from './platform/request-limits';
import { registerLiveEventsRoute } from './platform/live-events';
import { failure, installErrorHandling } from './platform/envelope';
import { AppError } from './platform/errors';
import { installRequestMetrics } from './platform/metrics';
import { installOverloadShedding } from './platform/overload';
import { createPlatform, type Platform } from './platform/platform';
import { registerProbes } from './platform/probes';
import { collectWhenQuiet } from './platform/quiet-collection';
import { installRequestLog, LOG_SERIALIZERS, OneLinePerRequest } from './platform/request-log';
import { isWebAppRequest } from './platform/route-config';
import { installSecurityHeaders } from './platform/security-headers';
import { WebPage } from './web-page';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** The backups the server takes itself; null unless BACKUP_EVERY_MINUTES is set. */
    backups: BackupSchedule | null;
  }
}

export interface BuildOptions {
  /** The clock; tests move it to check expiries. */
  now?: () => Date;
  /** Where the built web app is; null serves none (API tests). */
  webRoot?: string | null;
  /** Options of the HTTPS agent pushes are sent with (tests trust a local stand-in push service). */
  pushAgentOptions?: https.AgentOptions;
  /** Where the log's lines go; stdout by default (a test reads them). */
  logStream?: NodeJS.WritableStream;
}

/** Believes X-Forwarded-For for that many proxies in front (the peer is hop 0). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export const DEFAULT_WEB_ROOT = path.resolve('dist/web');

/** How often the drafts left for a day, and the token slips' expired links, are looked for. */
const DRAFT_SWEEP_MS = 60 * 60 * 1000;
/** How often the outbox looks for messages due again (a new message is sent at once). */
const OUTBOX_SWEEP_MS = 5000;
const LINK_SWEEP_MS = 60 * 60 * 1000;
/** How often the tokens of slots just over are marked Missed. */
const MISSED_SWEEP_MS = 60 * 1000;
/** How often the erasures due are looked for (an erasure waits 48 hours: minutes late are nothing). */
const ERASURE_SWEEP_MS = 5 * 60 * 1000;
/** How often the daily retention job asks whether its day has come (docs/deploy.md "Retention"). */
const RETENTION_CHECK_MS = 60 * 60 * 1000;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  // On SQLite the server holds DATA_DIR for its life, so a restore does not replace the database under it.
  const dataDirLock = config.databaseUrl ? null : holdDataDir(config.dataDir);
  const db = openDatabase(config);
  const closeDatabase = async () => {
    await db.close();
    dataDirLock?.release();
  };
  try {
    await migrateToLatest(db);
    await seedReferenceData(db.kysely);
    if (config.demoData) await seedDemoData(db.kysely, now(), config.privacyNoticeVersion);
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: LOG_SERIALIZERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new OneLinePerRequest(),
    // request.ip is the client's address only when the proxies in front are named (TRUST_PROXY).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Booking forms send JSON or multipart; a body of any other type is refused with 415.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.addHook('onClose', closeDatabase);
  // A lost PostgreSQL server and the takeover after it, for the operator (calls meanwhile get 503).
  db.postgres?.onChange((change) => {
    if ('lost' in change)
      app.log.error(
        { host: change.lost, why: change.why },
        'the database server was lost: calls get 503 until a server accepts writes',
      );
    else app.log.warn({ host: change.on, afterMs: change.afterMs }, 'the database accepts writes again');
  });
  // Without Fastify's text/plain parser such a body is refused with 415, as the comment above promises.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  installErrorHandling(app);
  installRequestLog(app);
  const webRoot = options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot;
  const hasWeb = webRoot !== null && fs.existsSync(path.join(webRoot, 'index.html'));
  const webPage = hasWeb ? new WebPage(webRoot) : null;
  installSecurityHeaders(app, config, webPage?.inlineScriptSources);
  await installOverloadShedding(app, config);

  const platform = createPlatform(db, config, app.log, now, options.pushAgentOptions);
  app.decorate('platform', platform);
  installRequestMetrics(app, platform.metrics);
  registerProbes(app, db.kysely, config, platform.metrics);
  installRequestLimits(app, config);
  installCsrf(app, config, platform.csrf);
  await platform.bus.start();
  app.addHook('onClose', async () => platform.bus.stop());
  // The messages left queued by the last run (or another instance's stopped one) go out at start.
  startChore(app, 'send-outbox', OUTBOX_SWEEP_MS, () => platform.outbox.sendDue());
  app.addHook('onReady', async () => platform.outbox.wake());
  app.addHook('onClose', async () => platform.outbox.close());
  collectWhenQuiet(app);
  const backups = config.backups.everyMinutes === null ? null : new BackupSchedule(platform);
  app.decorate('backups', backups);
  if (backups) {
    startChore(app, 'scheduled-backup', BACKUP_CHECK_MS, () => backups.runIfDue());
    // Before the chores are waited for and the database closed: a backup under way ends (and is cleared
    // away) instead of holding the shutdown up.
    app.addHook('preClose', () => backups.stop());
  }
  registerCalls(app, platform, areaRoutes(app, platform));
  registerFilesRoute(app, platform);
  registerLiveEventsRoute(app, platform);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes .br/.gz beside each text file (vite.config.ts); they are sent when accepted.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Hashed assets never change; the page and the service worker must always be fresh.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (webPage && isWebAppRequest(request)) {
      // Every route of the app is the same page; the router picks the screen.
      const pathname = new URL(request.url, 'http://page.local').pathname;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(webPage.for(pathname));
    }
    return reply.status(404).send(failure(new AppError(404, MESSAGES.notFound)));
  });
  return app;
}

/** Every area's services and route map, one area after another (docs/architecture.md "Areas"). */
function areaRoutes(app: FastifyInstance, platform: Platform): CallHandlers {
  const reference = new ReferenceService(platform);
  const doctors = new DoctorsService(platform);
  const waitingRoom = new WaitingRoomService(platform);
  registerBoardStreamRoute(app, platform, waitingRoom.views);
  registerShortLinkRoute(app);
  registerMyDataDownloadRoute(app, platform);
  startChore(app, 'remove-expired-token-links', LINK_SWEEP_MS, () => waitingRoom.removeExpiredLinks());
  startChore(app, 'mark-missed-tokens', MISSED_SWEEP_MS, () => waitingRoom.markMissed());
  // The family members a patient books for: every patient booking path asks whom it is for.
  const family = new FamilyMembersService(platform);
  const appointments = createAppointmentServices(platform, doctors, waitingRoom, family);
  startChore(app, 'remove-stale-booking-drafts', DRAFT_SWEEP_MS, () => appointments.bookings.removeStaleDrafts());
  const queue = new QueueService(platform, new QueueRepository(platform.db), appointments, waitingRoom);
  const doctorSettings = new DoctorSettingsService(platform, doctors);
  const labs = new LabsService(platform, appointments, reference, family);
  const government = new GovernmentService(platform);
  const externalBookings = new ExternalBookingService(
    platform,
    new ExternalBookingsRepository(platform.db),
    doctors,
    government,
    reference,
    family,
  );
  const erasure = new AccountErasure(platform);
  startChore(app, 'erase-accounts', ERASURE_SWEEP_MS, () => erasure.eraseDue());
  const retention = new Retention(platform);
  startChore(app, 'retention', RETENTION_CHECK_MS, () => retention.runIfDue());
  return {
    ...accountRoutes(platform),
    ...referenceRoutes(reference),
    ...doctorRoutes(doctors),
    ...appointmentRoutes(appointments, [
      (user, patientId, date, person) => labs.historyOf(user, patientId, date, person),
      (user, patientId, date, person) => externalBookings.historyOf(user, patientId, date, person),
    ]),
    ...queueRoutes(queue),
    ...waitingRoomRoutes(waitingRoom),
    ...doctorSettingsRoutes(platform, doctorSettings),
    ...hospitalRoutes(platform, doctors, doctorSettings),
    ...labRoutes(platform, labs),
    ...externalBookingRoutes(platform, externalBookings),
    ...governmentRoutes(government),
    ...deliveryRoutes(platform, reference),
    ...emergencyRoutes(platform, government),
    ...patientAccountRoutes(platform, family),
    ...privacyRoutes(platform, { appointments, labs }, erasure),
    ...operatorRoutes(platform, reference),
    ...directoryRoutes(platform, doctors),
  };
}
