/**
 * Starts the shop: `node src/server/main.ts`. Listens, and on SIGINT/SIGTERM stops cleanly
 * (issue 6): no new connections, idle keep-alive connections closed at once, open requests
 * finished within {@link SHUTDOWN_DEADLINE_MS} (then cut), the database closed, exit code 0.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { legalSettingsWarning } from './config/legal-settings.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { OnnxModelError } from './images/onnx-model.ts';
import { startBanner } from './start-banner.ts';

/** Open requests get this long to finish after the signal; then their connections are cut. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** After the deadline, closing the database gets this long before the process gives up (exit 1). */
const SHUTDOWN_GRACE_MS = 3_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (error) {
  // The data folder lock and a model that cannot run say what is wrong; anything else needs its stack.
  console.error(error instanceof DataDirLockedError || error instanceof OnnxModelError ? error.message : error);
  process.exit(1);
}

// Responses in progress when the signal comes are told to end their connection (below).
const openResponses = new Set<ServerResponse>();
app.server.on('request', (_request, response: ServerResponse) => {
  openResponses.add(response);
  response.once('close', () => openResponses.delete(response));
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error, 'Could not listen');
  await app.close();
  process.exit(1);
}
app.log.info(
  `wowtees is running at ${config.publicUrl} (database: ${app.ctx.database.driver}, payments: ${app.ctx.payments.name})`,
);
const missingLegal = config.missingLegalSettings;
const legalWarning = legalSettingsWarning(missingLegal);
if (legalWarning) app.log.warn({ missing: missingLegal.map((setting) => setting.name) }, legalWarning);
if (config.logFormat === 'pretty') {
  // pino-pretty writes from a worker thread: let the start's log lines out first, so the box is last.
  await new Promise<void>((resolve) => (app.log as Logger).flush(() => resolve()));
  process.stdout.write(
    `${startBanner({
      publicUrl: config.publicUrl,
      database: app.ctx.database.driver,
      payments: app.ctx.payments.name,
      firstStaffAccount: app.firstStaffAccount,
      missingLegalSettings: missingLegal.map((setting) => setting.name),
    })}\n`,
  );
}

let shuttingDown = false;
function shutDown(signal: NodeJS.Signals): void {
  if (shuttingDown) {
    app.log.warn(`${signal} received again: already stopping (open requests have at most 10 s)`);
    return;
  }
  shuttingDown = true;
  app.log.info(`${signal} received: finishing open requests, then stopping`);
  for (const response of openResponses) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
  // A connection whose response had already started falls idle once it ends: close it then, not after
  // the 72 s keep-alive timeout. Fastify answers requests arriving from now on with Connection: close.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
  const deadline = setTimeout(() => {
    app.log.warn(`Open requests did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s: closing their connections`);
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('The server did not stop in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  }, SHUTDOWN_DEADLINE_MS);
  sweep.unref();
  deadline.unref();
  app.close().then(
    () => {
      app.log.info('Stopped');
      process.exit(0);
    },
    (error) => {
      app.log.error(error, 'Error while stopping');
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
