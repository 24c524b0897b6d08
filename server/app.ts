import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { auditLogRoutes } from './features/admin/audit-log.routes';
import { bulkDeleteJobPlugin } from './features/admin/bulk-delete.job';
import { bulkDeleteRoutes } from './features/admin/bulk-delete.routes';
import { dashboardRoutes } from './features/admin/dashboard.routes';
import { dataExportPlugin } from './features/data-export/data-export.plugin';
import { accountDeletionPlugin } from './features/account-deletion/account-deletion.plugin';
import { activityPageRoutes } from './features/activity/activity-page.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { eventCalendarRoutes } from './features/events/event-calendar.routes';
import { eventPagesRoutes } from './features/events/event-pages.routes';
import { eventRemindersPlugin } from './features/events/event-reminders';
import { tripRemindersPlugin } from './features/trips/trip-reminders';
import { tripWindowsRoutes } from './features/trips/trip-windows.routes';
import { tripSuggestionsRoutes } from './features/trips/trip-suggestions.routes';
import { tripReportRoutes } from './features/trips/trip-report.routes';
import { tripsRoutes } from './features/trips/trips.routes';
import { seedOfficialEvents } from './features/events/official-events.seed';
import { officialEventsJobPlugin } from './features/events/official-events.job';
import { seedChecklistTemplates } from './features/checklists/checklist-templates.seed';
import { earlyAuthErrorAnswer } from './features/auth/auth-errors.plugin';
import { registerContentKinds } from './content-kinds';
import { registerMemberDataSections } from './member-data-sections';
import { authPlugin } from './features/auth/auth.plugin';
import { createAccessTokenCheck } from './features/auth/access-token-check';
import { createSessionGate } from './features/auth/session-gate';
import { createTokenKeys } from './features/auth/token-keys';
import { createPhotoStorage } from './features/uploads/create-photo-storage';
import { ImageJobQueue } from './features/uploads/uploads.queue';
import { metricsPlugin } from './plugins/metrics.plugin';
import { listActiveSessionIds, readSessionState } from './features/auth/session.service';
import { blocksRoutes } from './features/blocks/blocks.routes';
import { followsRoutes } from './features/follows/follows.routes';
import { messagePhotosRoutes } from './features/messages/message-photos.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { suspensionNoticeRoutes } from './features/moderation/suspension-notice.routes';
import { groupsRoutes } from './features/groups/groups.routes';
import { eventsRoutes } from './features/events/events.routes';
import { contestResultsPlugin } from './features/contests/contest-results';
import { contestPagesRoutes } from './features/contests/contest-pages.routes';
import { contestsRoutes } from './features/contests/contests.routes';
import { seedCatalogue } from './features/reviews/catalogue.seed';
import { createCatalogueCountsCache } from './features/reviews/catalogue-counts.service';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { reviewPagesRoutes } from './features/reviews/review-pages.routes';
import { creatorPagesRoutes } from './features/creators/creator-pages.routes';
import { creatorsRoutes } from './features/creators/creators.routes';
import { tipPagesRoutes } from './features/tips/tip-pages.routes';
import { tipsRoutes } from './features/tips/tips.routes';
import { checklistsRoutes } from './features/checklists/checklists.routes';
import { checklistPagesRoutes } from './features/checklists/checklist-pages.routes';
import { tripPagesRoutes } from './features/trips/trip-pages.routes';
import { memberPagesRoutes } from './features/member-pages/member-pages.routes';
import { guidesRoutes } from './features/guides/guides.routes';
import { homeRoutes } from './features/home/home.routes';
import { jobsPlugin } from './features/jobs/jobs.plugin';
import { healthRoutes } from './features/health/health.routes';
import { idempotencyPlugin } from './features/idempotency/idempotency.plugin';
import { seedNavigation } from './features/navigation/navigation.seed';
import { navigationRoutes } from './features/navigation/navigation.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { highlightsRoutes } from './features/posts/highlights.routes';
import { createHighlightsCache } from './features/posts/highlights.service';
import { groupPostsRoutes } from './features/posts/group-posts.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { likedPostsRoutes } from './features/posts/liked-posts.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { suggestionsRoutes } from './features/profiles/suggestions.routes';
import { searchPageRoutes } from './features/search/search-page.routes';
import { staticPagesRoutes } from './features/static-pages/static-pages.routes';
import { searchRoutes } from './features/search/search.routes';
import { realtimePlugin } from './features/realtime/realtime.plugin';
import { seoRoutes } from './features/seo/seo.routes';
import { supportRoutes } from './features/support/support.routes';
import { telemetryRoutes } from './features/telemetry/telemetry.routes';
import { trustVisitsPlugin } from './features/trust/trust-visits.plugin';
import { uploadsPlugin } from './features/uploads/uploads.plugin';
import { systemClock, type Clock } from './lib/clock';
import { resolveJwtKeys } from './lib/jwt-keys';
import { resolveJwtSecret } from './lib/jwt-secret';
import { connectionLimitsPlugin } from './plugins/connection-limits.plugin';
import { databasePlugin } from './plugins/database.plugin';
import { createEarlyErrorHandlers } from './plugins/early-errors.handler';
import { errorHandlerPlugin } from './plugins/error-handler.plugin';
import { jsonBodyPlugin } from './plugins/json-body.plugin';
import { openApiPlugin } from './plugins/openapi.plugin';
import { heavyRoutesRateLimitPlugin } from './plugins/rate-limit-heavy-routes.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { recordRouteCatalog } from './plugins/route-catalog';
import { collectSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.plugin';
import { photoStoragePlugin } from './plugins/photo-storage.plugin';
import { sessionPlugin } from './plugins/session.plugin';
import { staticWebPlugin } from './plugins/static-web.plugin';

/** Where the GoTrue-compatible auth API lives; its errors keep GoTrue's shape. */
const AUTH_PREFIX = '/auth/v1';

export interface BuildAppOptions {
  /** An already open (and migrated) database; when absent the app opens the configured one. */
  database?: DatabaseHandle;
  /** Time source; tests pass one they can move. */
  clock?: Clock;
  /** The queue photos are decoded in; one with the default limits when absent. */
  imageQueue?: ImageJobQueue;
  /** Where log lines (JSON) go instead of stdout; tests pass one they can read. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server: cross-cutting plugins, then every feature, listed by hand.
 * Used by `main.ts` and by the tests. The database is migrated and seeded before it returns.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  registerContentKinds();
  registerMemberDataSections();
  const isHttps = config.siteUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Every connection is bounded in time (HttpLimits in config.ts): a client that stops reading
    // or trickles its headers or body is let go instead of holding memory and a socket.
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // How often Node checks those two (every 30 s by default, late by up to as much).
      connectionsCheckingInterval: Math.min(
        1000,
        Math.max(100, Math.floor(config.http.headersTimeoutMs / 4)),
      ),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    ...createEarlyErrorHandlers({
      securityHeaders: collectSecurityHeaders({ isHttps }),
      shapes: { [AUTH_PREFIX]: earlyAuthErrorAnswer },
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRouteCatalog(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      limits: config.databaseLimits,
      listenUrl: config.databaseListenUrl,
      pooling: config.databasePooling,
    }));
  try {
    if (!options.database) await database.migrate();
    await seedNavigation(database.db);
    await seedCatalogue(database.db);
    await seedOfficialEvents(database.db, (options.clock ?? systemClock).now());
    await seedChecklistTemplates(database.db);
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }

  // First: a request of a connection it closes runs no other hook.
  await app.register(connectionLimitsPlugin, {
    maxRequestsPerSocket: config.http.maxRequestsPerSocket,
  });
  await app.register(databasePlugin, {
    handle: database,
    ownsDatabase: !options.database,
    clock: options.clock ?? systemClock,
  });
  await app.register(errorHandlerPlugin);
  // One photo queue per process: the uploads decode through it, /metrics reports its length.
  const imageQueue = options.imageQueue ?? new ImageJobQueue();
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    sources: { photoQueue: () => imageQueue.size },
  });
  await app.register(photoStoragePlugin, {
    storage: createPhotoStorage(config.storage, config.dataDir),
  });
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { isHttps });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimitPlugin);
  await app.register(jobsPlugin, { pollIntervalMs: config.jobsPollIntervalMs });
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokenKeys = await createTokenKeys(
    await resolveJwtKeys(config.jwtKeys, config.dataDir),
    jwtSecret,
  );
  // One session truth for /api and /realtime, told at once when a session ends anywhere.
  const sessionGate = createSessionGate((sessionId) => readSessionState(database.db, sessionId));
  const checkAccessToken = await createAccessTokenCheck({
    tokenKeys,
    gate: sessionGate,
    clock: app.clock,
  });
  await app.register(sessionPlugin, { checkAccessToken });
  // After the session check: a signed-in request records the member's visit (trust levels).
  await app.register(trustVisitsPlugin);
  // Before the routes: it adds the Idempotency-Key handling to those that opt in.
  await app.register(idempotencyPlugin);
  // After the session check: visitors (not members) are limited on the heaviest routes.
  await app.register(heavyRoutesRateLimitPlugin, { perMinute: config.heavyRoutesPerMinute });

  await app.register(openApiPlugin);
  await app.register(authPlugin, {
    prefix: AUTH_PREFIX,
    config,
    jwtSecret,
    tokenKeys,
    sessionGate,
  });

  await app.register(healthRoutes, { databaseTimeoutMs: config.healthDatabaseTimeoutMs });
  await app.register(navigationRoutes);
  await app.register(profilesRoutes);
  await app.register(followsRoutes);
  await app.register(blocksRoutes);
  // One highlights cache per process: the API and the server-rendered home read the same lists.
  const highlights = createHighlightsCache(database.db, app.clock);
  await app.register(highlightsRoutes, { highlights, db: database.db });
  await app.register(postsRoutes);
  await app.register(groupPostsRoutes);
  await app.register(likedPostsRoutes);
  await app.register(suggestionsRoutes);
  await app.register(searchRoutes);
  await app.register(activityRoutes, { timeZone: config.siteTimeZone });
  await app.register(telemetryRoutes, { perMinute: config.telemetryPerMinute });
  await app.register(supportRoutes);
  await app.register(uploadsPlugin, { imageQueue });
  await app.register(seoRoutes, { siteUrl: config.siteUrl });
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(messagePhotosRoutes);
  await app.register(groupsRoutes);
  // One catalogue counts cache per process: the API and the server-rendered home read the same.
  const catalogueCounts = createCatalogueCountsCache(database.db, app.clock);
  await app.register(reviewsRoutes, { catalogueCounts });
  await app.register(tipsRoutes);
  await app.register(creatorsRoutes);
  await app.register(checklistsRoutes);
  await app.register(tripsRoutes);
  await app.register(tripWindowsRoutes, { siteUrl: config.siteUrl });
  await app.register(tripSuggestionsRoutes);
  await app.register(tripReportRoutes);
  await app.register(eventsRoutes);
  await app.register(contestsRoutes);
  await app.register(contestResultsPlugin);
  await app.register(moderationRoutes, { sessionGate });
  await app.register(suspensionNoticeRoutes, { config });
  await app.register(adminUsersRoutes, { config, jwtSecret, tokenKeys, sessionGate });
  await app.register(dashboardRoutes);
  await app.register(auditLogRoutes);
  await app.register(bulkDeleteRoutes);
  await app.register(bulkDeleteJobPlugin);
  await app.register(dataExportPlugin, {
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
  });
  await app.register(accountDeletionPlugin, { sessionGate, dataDir: config.dataDir });
  await app.register(eventCalendarRoutes, { siteUrl: config.siteUrl });
  await app.register(eventRemindersPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
  });
  await app.register(tripRemindersPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
  });
  await app.register(officialEventsJobPlugin);
  await app.register(realtimePlugin, {
    checkAccessToken,
    listActiveSessions: (sessionIds) => listActiveSessionIds(database.db, sessionIds),
    onSessionsEnded: (sessionIds) => sessionGate.forget(sessionIds),
    maxConnectionsPerIp: config.realtimeMaxConnectionsPerIp,
  });

  const hasWebBuild = config.serveWeb && existsSync(path.join(config.webDistDir, 'index.html'));
  if (config.serveWeb && !hasWebBuild) {
    app.log.warn(`No web build in ${config.webDistDir}: run "npm run build" to serve the site`);
  }
  const webDistDir = hasWebBuild ? config.webDistDir : null;
  await app.register(guidesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(memberPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(activityPageRoutes, {
    siteUrl: config.siteUrl,
    webDistDir,
    timeZone: config.siteTimeZone,
  });
  await app.register(searchPageRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(reviewPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(creatorPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(tipPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(eventPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(checklistPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(tripPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(contestPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(staticPagesRoutes, { siteUrl: config.siteUrl, webDistDir });
  await app.register(homeRoutes, {
    siteUrl: config.siteUrl,
    webDistDir,
    highlights,
    catalogueCounts,
  });
  await app.register(staticWebPlugin, { webDistDir });
  return app;
}
