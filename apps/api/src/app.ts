import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import { type JobQueue, startJobQueue } from './jobs/job-queue.js';
import { loggerOptions, OneLineLogController } from './lib/request-log.js';
import { requestLogger } from './lib/request-logger.js';
import { applicationTemplatesOfficerRoutes } from './modules/application-templates/application-templates.officer-routes.js';
import { applicationTemplatesRoutes } from './modules/application-templates/application-templates.routes.js';
import { applicationCaseRoutes } from './modules/application-workflow/application-case.routes.js';
import { officerAssignmentRoutes } from './modules/application-workflow/officer-assignment.routes.js';
import { workflowOfficerRoutes } from './modules/application-workflow/workflow.officer-routes.js';
import { workflowCompanyRoutes } from './modules/application-workflow/workflow-company.routes.js';
import { workflowDocumentsRoutes } from './modules/application-workflow/workflow-documents.routes.js';
import { runWorkflowReminders } from './modules/application-workflow/workflow-reminders.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import { createFileStorage, type FileStorage } from './modules/attachments/file-storage.js';
import { type ScanWorker, startScanWorker } from './modules/attachments/scan-worker.js';
import { createScanner } from './modules/attachments/scanners/create-scanner.js';
import type { Scanner } from './modules/attachments/scanners/scanner.js';
import { runDiscardUntakenUploads } from './modules/attachments/untaken-uploads.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { formDraftsRoutes } from './modules/form-drafts/form-drafts.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { mailPlugin } from './modules/mail/mail.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { outboxOfficerRoutes } from './modules/mail/outbox.officer-routes.js';
import { createOutbox, type Outbox } from './modules/mail/outbox.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { officerRoutes } from './modules/officer/officer.routes.js';
import { officerStatisticsRoutes } from './modules/officer-statistics/officer-statistics.routes.js';
import { overseasRoutes } from './modules/overseas/overseas.routes.js';
import { proficiencyTestsRoutes } from './modules/proficiency-tests/proficiency-tests.routes.js';
import { ptRoundOfficerRoutes } from './modules/pt-rounds/pt-round.officer-routes.js';
import { ptRoundRoutes } from './modules/pt-rounds/pt-round.routes.js';
import { recognitionOfficerRoutes } from './modules/recognition/recognition.officer-routes.js';
import { recognitionRoutes } from './modules/recognition/recognition.routes.js';
import { runRecognitionExpiry } from './modules/recognition/recognition-expiry.js';
import { recognitionStepsOfficerRoutes } from './modules/recognition/recognition-steps.officer-routes.js';
import { recognitionStepsRoutes } from './modules/recognition/recognition-steps.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { cachedMaintenanceStatus } from './modules/settings/settings.service.js';
import { settingsOfficerRoutes } from './modules/settings/settings-officer.routes.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { userGuidesRoutes } from './modules/user-guides/user-guides.routes.js';
import { userGuidesOfficerRoutes } from './modules/user-guides/user-guides-officer.routes.js';
import { openApiPlugin } from './openapi/openapi.plugin.js';
import { boundedInputPlugin } from './plugins/bounded-input.js';
import { compressionPlugin } from './plugins/compression.js';
import { crossSitePlugin } from './plugins/cross-site.js';
import { errorsPlugin } from './plugins/errors.js';
import { answerFrameworkError } from './plugins/framework-errors.js';
import { maintenanceGatePlugin } from './plugins/maintenance-gate.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { wireTextPlugin, wireTextSerializerCompiler } from './plugins/wire-text.js';

export interface AppDependencies {
  config: Config;
  /** The database, and the job queue's way to it. */
  database: Pick<DatabaseHandle, 'db' | 'jobConnection'>;
  /** Defaults to the storage the configuration names. */
  storage?: FileStorage;
  /** Defaults to `loggerOptions` at the configured level, on standard output. */
  logger?: FastifyServerOptions['logger'];
}

/** The portal's HTTP application; `server.ts` starts it, tests `inject` into it. */
export async function buildApp({ config, database, storage: givenStorage, logger }: AppDependencies) {
  const { db } = database;
  const storage = givenStorage ?? createFileStorage(config.storage, { allowedOrigin: config.publicUrl });
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    logController: new OneLineLogController(),
    childLoggerFactory: requestLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(wireTextSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  const jobs = await startJobQueue({
    connection: database.jobConnection,
    log: app.log,
    emailRetrySeconds: config.jobs.emailRetrySeconds,
    works: true,
    timed: config.jobs.timed,
  });
  app.decorate('jobs', jobs);
  app.decorate('outbox', createOutbox(jobs));
  // Added first, so that it runs before the other hooks release what a job under way still uses.
  app.addHook('onClose', () => jobs.stop());
  // Hooks that run on every request take a callback instead of returning a promise, so a request with
  // nothing to wait for costs no promise and microtask per hook (docs/decisions/0018-the-request-path.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(crossSitePlugin, { publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https:'),
    uploadOrigin: storage.directUploadOrigin,
  });
  await app.register(compressionPlugin);
  // Cookies are parsed where they are read (requestCookie), not for every request.
  await app.register(cookie, { hook: false });
  await app.register(rateLimit, { global: false });
  await app.register(boundedInputPlugin);
  await app.register(wireTextPlugin);
  const maintenance = cachedMaintenanceStatus(db);
  await app.register(maintenanceGatePlugin, { maintenance });
  await app.register(sessionPlugin);
  await app.register(openApiPlugin);
  await app.register(mailPlugin);

  await app.register(healthRoutes);
  await app.register(settingsRoutes, { maintenance });
  await app.register(settingsOfficerRoutes, { maintenance });
  await app.register(authRoutes);
  await app.register(formDraftsRoutes);
  await app.register(identityRoutes);
  await app.register(overseasRoutes);
  const scanner = createScanner(config.scanner);
  const scanWorker = startScanWorker({ db, storage, scanner, log: app.log, jobs });
  app.decorate('scanner', scanner);
  app.decorate('scanWorker', scanWorker);
  app.addHook('onClose', () => scanWorker.stop());
  await app.register(attachmentsRoutes, { storage, scanner, scanWorker });
  await app.register(applicationTemplatesRoutes);
  await app.register(applicationTemplatesOfficerRoutes);
  await app.register(applicationsRoutes, { storage });
  await app.register(workflowCompanyRoutes, { storage });
  await app.register(workflowDocumentsRoutes, { storage });
  await app.register(applicationCaseRoutes, { storage });
  await app.register(workflowOfficerRoutes, { storage });
  await app.register(officerAssignmentRoutes);
  await app.register(officerStatisticsRoutes);
  await app.register(recognitionRoutes, { storage });
  await app.register(dashboardRoutes);
  await app.register(recognitionOfficerRoutes, { storage });
  await app.register(recognitionStepsRoutes, { storage });
  await app.register(recognitionStepsOfficerRoutes, { storage });
  await app.register(termsRoutes, { storage });
  await app.register(proficiencyTestsRoutes);
  await app.register(ptRoundRoutes, { storage });
  await app.register(ptRoundOfficerRoutes, { storage });
  await app.register(notificationsRoutes);
  await app.register(userGuidesRoutes, { storage });
  await app.register(userGuidesOfficerRoutes, { storage });
  await app.register(officerRoutes, { storage });
  await app.register(outboxOfficerRoutes);

  await jobs.work('workflow-reminders', async () => {
    const sent = await runWorkflowReminders({ db, outbox: app.outbox, publicUrl: config.publicUrl });
    if (sent > 0) app.log.info({ sent }, 'workflow reminders');
  });
  await jobs.work('recognition-expiry', async () => {
    const done = await runRecognitionExpiry({
      db,
      outbox: app.outbox,
      publicUrl: config.publicUrl,
      renewal: config.renewal,
    });
    if (done.expired > 0 || done.reminded > 0) app.log.info(done, 'recognition expiry and reminders');
  });
  await jobs.work('discard-untaken-uploads', async () => {
    const done = await runDiscardUntakenUploads({ db, storage, log: app.log });
    app.log.info(done, 'untaken uploads discarded');
  });

  await app.register(webAppPlugin, {
    directory: config.webDistDir,
    consoleDirectory: config.officerDistDir,
    consoleUrl: config.consoleUrl,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The background work kept in the database; a step adds its jobs in its own transaction. */
    jobs: JobQueue;
    /** Where every e-mail is written, in the transaction of the step it tells of. */
    outbox: Outbox;
    /** The transport to the mail server; only the outbox's delivery job sends through it. */
    mailer: Mailer;
    /** The virus scanner of the deployment (built in, or ClamAV). */
    scanner: Scanner;
    /** Scans uploads off the request path; tests `drain()` it. */
    scanWorker: ScanWorker;
  }
}
