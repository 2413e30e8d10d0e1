/** Starts the shop: `node src/server/main.ts`. Listens, and shuts down cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `wowtees is running at ${config.publicUrl} (database: ${app.ctx.database.driver}, payments: ${app.ctx.payments.name})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
